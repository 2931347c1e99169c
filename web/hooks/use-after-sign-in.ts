// After sign-up or log-in: refresh the user, then (about a second later, as the spec says) go back to where the
// visitor came from (the result page during the account detour) or to the home page.
import { useNavigate } from "react-router-dom";
import { takeReturnTo } from "../lib/generated-site";
import { useUser } from "./use-user";

export function useAfterSignIn() {
  const navigate = useNavigate();
  const { mutate } = useUser();
  return async () => {
    await mutate();
    const to = takeReturnTo() ?? "/";
    window.setTimeout(() => navigate(to), 1000);
  };
}
