// Runs a pure state machine (`transition(state, event) → { state, effects }`) inside a component:
// the state renders, the effects (requests, navigation, haptics) go to `runEffect`, which may
// dispatch further events when its work completes. The rules stay testable without React.
import { useCallback, useRef, useState } from "react";

export interface MachineStep<S, F> {
  state: S;
  effects: readonly F[];
}

export type Dispatch<E> = (event: E) => void;

export function useMachine<S, E, F>(
  transition: (state: S, event: E) => MachineStep<S, F>,
  initial: () => S,
  runEffect: (effect: F, dispatch: Dispatch<E>) => void,
): [S, Dispatch<E>] {
  const [state, setState] = useState(initial);
  // The latest state for dispatches that arrive before the next render (effects answering fast).
  const stateRef = useRef(state);
  const runRef = useRef(runEffect);
  runRef.current = runEffect;

  const dispatch = useCallback(
    (event: E) => {
      const next = transition(stateRef.current, event);
      stateRef.current = next.state;
      setState(next.state);
      for (const effect of next.effects) runRef.current(effect, dispatch);
    },
    [transition],
  );

  return [state, dispatch];
}
