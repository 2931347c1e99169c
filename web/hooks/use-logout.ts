// Logging out, shared by the avatar menu and the mobile menu: POST /api/logout, go home, refresh the user.
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { api, send } from "../lib/api";
import { toast } from "../lib/toast";
import { USER_KEY } from "./use-user";

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await send(api.logout.$post());
    } catch {
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
      return;
    }
    await navigate("/");
    // Show the visitor's header at once, then ask the server who we are now (SWR revalidates after mutate).
    await mutate(USER_KEY, null);
  }, [navigate, mutate]);
}
