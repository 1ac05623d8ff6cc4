/**
 * A value handed over after start-up: the seams in ./reactfire-auth.ts and
 * ./reactfire-firestore.ts stand in for SDK modules reactfire imports statically, and receive the
 * real functions when the SDK loads.
 */
export function lateBound<T>(name: string) {
  let value: T | undefined;
  return {
    provide: (provided: T): void => {
      value = provided;
    },
    get: (): T => {
      if (value === undefined) throw new Error(`reactfire used ${name} before it was loaded.`);
      return value;
    },
  };
}
