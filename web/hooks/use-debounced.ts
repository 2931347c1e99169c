// A value that follows another once it has stopped changing for `ms`: a search box asks the server when typing
// pauses, not on every key.
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
