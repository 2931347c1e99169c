// Shared data for the SPA's component tests.
import type { User } from "../hooks/use-user";

/** A signed-in user on the free plan. */
export const ada: User = {
  id: "usr_1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  role: "user",
  subscriptionTier: "free",
};
