// Sign-up and log-in inputs with the spec's exact messages; the server and the forms validate with these same
// schemas, so a message shown under a field is the message the API would give.
import * as v from "valibot";
import type { Tier } from "./plans";

/** A reset link that is unknown, used or past its 30 minutes. */
export const RESET_LINK_INVALID = "This link has expired or has already been used. Ask for a new one below.";

const email = v.pipe(
  v.string("Please enter a valid email address"),
  v.trim(),
  // Length first: a megabyte "email" should not reach the regex.
  v.maxLength(254, "Please enter a valid email address"),
  v.email("Please enter a valid email address"),
  // One person, one account, whatever the capitalisation.
  v.toLowerCase(),
);

const name = (field: string) =>
  v.pipe(
    v.string(`${field} must be at least 2 characters`),
    v.trim(),
    v.minLength(2, `${field} must be at least 2 characters`),
    v.maxLength(60, `${field} must be at most 60 characters`),
  );

export const signupSchema = v.strictObject({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password: v.pipe(
    v.string("Password must be at least 8 characters"),
    v.minLength(8, "Password must be at least 8 characters"),
    // Hashing cost grows with length: cap it well above any passphrase.
    v.maxLength(200, "Password must be at most 200 characters"),
  ),
});
export type Signup = v.InferOutput<typeof signupSchema>;

/** The sign-up form adds the terms checkbox, which the client checks and never sends. */
export const signupFormSchema = v.strictObject({
  ...signupSchema.entries,
  terms: v.literal(true, "You must agree to the terms and conditions"),
});
export type SignupForm = v.InferInput<typeof signupFormSchema>;

/** A new password: the same rules as at sign-up. */
const newPassword = signupSchema.entries.password;

export const forgotPasswordSchema = v.strictObject({ email });
export type ForgotPassword = v.InferOutput<typeof forgotPasswordSchema>;

export const resetPasswordSchema = v.strictObject({
  token: v.pipe(v.string(RESET_LINK_INVALID), v.regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID)),
  password: newPassword,
});
export type ResetPassword = v.InferOutput<typeof resetPasswordSchema>;

/** The same answer whether or not the address has an account: the form never tells who has one. */
export const RESET_SENT = "If an account uses that address, we have emailed it a link to choose a new password. The link works once, within 30 minutes.";
export const RESET_DONE = "Your password is changed and you are logged in. Every other device was logged out.";

export const loginSchema = v.strictObject({
  email,
  password: v.pipe(
    v.string("Password is required"),
    v.minLength(1, "Password is required"),
    v.maxLength(200, "Password is required"),
  ),
});
export type Login = v.InferOutput<typeof loginSchema>;

export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the API returns it (GET /api/auth/user). */
export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: Role;
  subscriptionTier: Tier;
}

/** A sales enquiry from the pricing page: who, how to reply, and what they need. */
export const salesEnquirySchema = v.strictObject({
  name: v.pipe(v.string("Please tell us your name"), v.trim(), v.minLength(2, "Please tell us your name"), v.maxLength(80, "Names can be at most 80 characters")),
  email,
  message: v.pipe(v.string("Please tell us what you need"), v.trim(), v.minLength(10, "Please tell us what you need in a sentence or two"), v.maxLength(2000, "Messages can be at most 2,000 characters")),
});
export type SalesEnquiry = v.InferOutput<typeof salesEnquirySchema>;
export const SALES_ENQUIRY_SENT = "Thank you. Your message is with our team, who will reply to you by email.";
export const SALES_NOT_SET_UP = "Sales enquiries are not set up on this server yet. Please try again later.";
