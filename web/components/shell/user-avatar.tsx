// The signed-in user's picture, or their initials when there is none or it fails to load.
import { useState } from "react";
import type { User } from "../../hooks/use-user";

export function initials(user: Pick<User, "firstName" | "lastName" | "email">): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The name to show for a user: first and last name, or the email when both are blank. */
export function displayName(user: Pick<User, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function UserAvatar({ user, className = "size-8" }: { user: User; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showImage = user.profileImageUrl !== null && user.profileImageUrl !== "" && !failed;
  return (
    <span
      className={`${className} inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-indigo-500 to-violet-600 text-xs font-semibold text-white`}
      aria-hidden="true"
    >
      {showImage ? (
        <img
          src={user.profileImageUrl ?? undefined}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        initials(user)
      )}
    </span>
  );
}
