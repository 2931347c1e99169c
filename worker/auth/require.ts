// Guards for routes: the user check and the admin check happen here, on the server, for every call.
import type { Context } from "hono";
import type { User } from "../../schema/tables";
import type { AppEnv } from "../env";
import { apiError } from "../errors";

export function requireUser(c: Context<AppEnv>): User {
  const user = c.var.user;
  if (!user) throw apiError(401, "Please log in to continue.");
  return user;
}

export function requireAdmin(c: Context<AppEnv>): User {
  const user = requireUser(c);
  if (user.role !== "admin") throw apiError(403, "You need to be logged in as an admin to access this page.");
  return user;
}
