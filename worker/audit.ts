// The audit log: every administrator's action and every security event, written beside the change it records.
import { newId } from "../schema/ids";
import { auditLog, type AuditAction } from "../schema/tables";
import type { Db } from "./db";

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  detail?: string;
  ip?: string | null;
}

/** The insert for one entry, to run in the same batch as the change it records. */
export function auditRow(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({ id: newId("audit"), ...entry, ip: entry.ip ?? null });
}
