// The admin dashboard's Users tab: the accounts, searched and filtered by the server a page at a time, with Edit
// (plan, role, active) and Delete. The server refuses what an admin may not do to their own account; this screen
// also does not offer it.
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import useSWR from "swr";
import { userStatusFilters, type UserStatusFilter } from "../../../schema/admin";
import { longDate } from "../../../schema/payments";
import { tiers, type Tier } from "../../../schema/plans";
import { plans } from "../../lib/plans";
import { useDebounced } from "../../hooks/use-debounced";
import { useUser } from "../../hooks/use-user";
import { api, read, send, type OkJson } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { useConfirm } from "../ui/confirm-dialog";
import { FormField } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { Select } from "../ui/select";
import { Switch } from "../ui/switch";
import { Badge, Problem, SearchBox, useFormAction } from "./parts";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

type Listed = OkJson<Awaited<ReturnType<(typeof api.admin.users)["$get"]>>>["users"][number];

const statusLabels: Record<UserStatusFilter, string> = { all: "All users", active: "Active", inactive: "Inactive", premium: "Premium", enterprise: "Enterprise" };

const tierBadge: Record<Tier, string> = {
  free: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  basic: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200",
  premium: "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200",
  enterprise: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
};

function EditUser({ user, self, onClose, onSaved }: { user: Listed; self: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [tier, setTier] = useState<Tier>(user.tier);
  const [role, setRole] = useState(user.role);
  const [active, setActive] = useState(user.status === "active");
  const { busy, problem, run } = useFormAction();

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const json = { ...(tier !== user.tier && { tier }), ...(role !== user.role && { role }), ...(active !== (user.status === "active") && { active }) };
      if (Object.keys(json).length > 0) await read(api.admin.users[":id"].$patch({ param: { id: user.id }, json }));
      toast({ title: "User updated", description: `${user.name}'s account is saved.` });
      await onSaved();
      onClose();
    });
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Edit ${user.name}`} description={user.email}>
      <form onSubmit={save} className="mt-5 grid gap-4">
        <Select label="Plan" value={tier} options={tiers.map((t) => ({ value: t, label: plans[t].name }))} onChange={setTier} />
        {self ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">This is your account: you cannot remove your own admin role or deactivate yourself.</p>
        ) : (
          <>
            <Select label="Role" value={role} options={[{ value: "user", label: "User" }, { value: "admin", label: "Admin" }] as const} onChange={setRole} />
            <FormField label="Active (an inactive account cannot log in)" layout="check">
              {(control) => <Switch {...control} checked={active} onCheckedChange={setActive} />}
            </FormField>
          </>
        )}
        {problem && <Problem>{problem}</Problem>}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass("secondary", "md")}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
            {busy ? "Saving..." : "Save changes"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Actions({ user, self, onEdit, onDelete }: { user: Listed; self: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <button type="button" onClick={onEdit} className={buttonClass("ghost", "sm")}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit<span className="sr-only"> {user.name}</span>
      </button>
      {!self && (
        <button type="button" onClick={onDelete} className={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete<span className="sr-only"> {user.name}</span>
        </button>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: Listed["status"] }) {
  return (
    <Badge className={status === "active" ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200" : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"}>
      {status === "active" ? "Active" : "Inactive"}
    </Badge>
  );
}

const adminBadge = <Badge className="ml-2 bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200">Admin</Badge>;

export function UsersTab() {
  const { user: me } = useUser();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<UserStatusFilter>("all");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Listed | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const query = { search: useDebounced(search.trim()), status, page: String(page) };
  const { data, error, mutate, isLoading } = useSWR(`/api/admin/users?${new URLSearchParams(query)}`, () => read(api.admin.users.$get({ query })), { keepPreviousData: true });
  // A new search or filter starts at its first page.
  useEffect(() => setPage(1), [query.search, status]);

  async function remove(user: Listed) {
    const ok = await confirm({
      title: `Delete ${user.name}?`,
      description: `Their ${user.websites === 1 ? "website goes" : `${user.websites} websites go`} offline at once and their data is removed. Payment records are kept without personal details. This cannot be undone.`,
      action: "Delete user",
      destructive: true,
    });
    if (!ok) return;
    try {
      await send(api.admin.users[":id"].$delete({ param: { id: user.id } }));
      toast({ title: "User deleted", description: `${user.name} has been removed.` });
      await mutate();
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="sr-only">
        Users
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <SearchBox label="Search users" placeholder="Name, email or ID" value={search} onChange={setSearch} />
        </div>
        <div className="w-48">
          <Select label="Status" value={status} options={userStatusFilters.map((s) => ({ value: s, label: statusLabels[s] }))} onChange={setStatus} />
        </div>
      </div>

      {error ? (
        <Problem className="mt-6">{errorText(error, REQUEST_FAILED)}</Problem>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          {/* A phone gets a card per user; the table from tablet width up. */}
          <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" aria-label={`Users, page ${page} of ${pages}`}>
            {(data?.users ?? []).map((u) => (
              <li key={u.id} className="grid gap-2 p-4 text-sm">
                <p className="font-medium">
                  {u.name}
                  {u.role === "admin" && adminBadge}
                </p>
                <p className="break-all text-slate-600 dark:text-slate-400">{u.email}</p>
                <p className="flex flex-wrap items-center gap-2">
                  <Badge className={tierBadge[u.tier]}>{plans[u.tier].name}</Badge>
                  <StatusBadge status={u.status} />
                  <span className="text-slate-600 dark:text-slate-400">
                    {u.websites} {u.websites === 1 ? "website" : "websites"}
                  </span>
                </p>
                <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{u.id}</p>
                <Actions user={u} self={u.id === me?.id} onEdit={() => setEditing(u)} onDelete={() => void remove(u)} />
              </li>
            ))}
          </ul>
          <table className="hidden w-full min-w-[52rem] text-left text-sm md:table">
            <caption className="sr-only">Users, page {page} of {pages}</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                {["ID", "User", "Email", "Subscription", "Status", "Websites"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {(data?.users ?? []).map((u) => (
                <tr key={u.id} className="align-middle">
                  <td className="px-4 py-3 font-mono text-xs text-slate-600 dark:text-slate-400" title={u.id}>
                    {u.id.slice(0, 12)}…
                  </td>
                  <td className="px-4 py-3">
                    <span className="font-medium">{u.name}</span>
                    {u.role === "admin" && adminBadge}
                    <span className="block text-xs text-slate-500 dark:text-slate-400">Joined {longDate(u.createdAt)}</span>
                  </td>
                  <td className="px-4 py-3">{u.email}</td>
                  <td className="px-4 py-3">
                    <Badge className={tierBadge[u.tier]}>{plans[u.tier].name}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={u.status} />
                  </td>
                  <td className="px-4 py-3 tabular-nums">{u.websites}</td>
                  <td className="px-4 py-3">
                    <Actions user={u} self={u.id === me?.id} onEdit={() => setEditing(u)} onDelete={() => void remove(u)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.total === 0 && <p className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">No users match.</p>}
          {!data && isLoading && (
            <p role="status" className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
              Loading users...
            </p>
          )}
        </div>
      )}

      {data && <Pager label="Users pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      {editing && <EditUser user={editing} self={editing.id === me?.id} onClose={() => setEditing(null)} onSaved={mutate} />}
      {confirmDialog}
    </section>
  );
}
