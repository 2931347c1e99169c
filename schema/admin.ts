// The admin dashboard's calls: what the Users tab sends, its filters, page size and the words of its refusals.
import * as v from "valibot";
import { tiers } from "./plans";
import { roles } from "./accounts";

export const userStatusFilters = ["all", "active", "inactive", "premium", "enterprise"] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];
export const USERS_PAGE_SIZE = 20;
/** A page number beyond this is refused: enough for 20,000 accounts, and no query is asked to skip further. */
export const MAX_PAGE = 1000;

export const CANNOT_DEMOTE_SELF = "You cannot remove your own admin role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const CANNOT_DELETE_SELF = "You cannot delete your own account.";
export const USER_NOT_FOUND = "User not found";
export const ACCOUNT_INACTIVE = "This account has been deactivated. Contact the site's administrator.";

export const userListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search is at most 100 characters")), ""),
  status: v.optional(v.picklist(userStatusFilters, "Choose a status filter"), "all"),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "Page must be a number"), v.transform(Number), v.minValue(1, "Page must be 1 or more"), v.maxValue(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)), "1"),
});

export const userIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^usr_[0-9a-z]{16}$/, USER_NOT_FOUND)) });

export const userUpdateSchema = v.pipe(
  v.strictObject({
    tier: v.optional(v.picklist(tiers, "Please choose a plan.")),
    role: v.optional(v.picklist(roles, "Choose user or admin")),
    active: v.optional(v.boolean("Active must be true or false")),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), "Nothing to change"),
);
export type UserUpdate = v.InferOutput<typeof userUpdateSchema>;
