// Controlled form state as one object: `set("name")` gives the field's change handler.
import { useCallback, useState } from "react";

export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(
    <K extends keyof T>(key: K) =>
      (value: T[K]) =>
        setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  return { values, set, replace: setValues };
}
