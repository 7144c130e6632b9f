// Telegram has ONE MainButton, but a screen may stack forms (the profile form and, over it, the
// change-password dialog). Each form claims the button; the newest claim owns it, and when it goes
// the previous owner's label and handler come back instead of a hidden button.
import type { MainButtonParams, TelegramControls } from "./telegram-env.ts";

export interface MainButtonClaim {
  params: MainButtonParams;
  press(): void;
}

interface Claims {
  stack: MainButtonClaim[];
  unsubscribe?: () => void;
}

const HIDDEN: MainButtonParams = { text: "", visible: false, enabled: false, loading: false };
const byControls = new WeakMap<TelegramControls, Claims>();

function claimsOf(controls: TelegramControls): Claims {
  let claims = byControls.get(controls);
  if (!claims) {
    claims = { stack: [] };
    byControls.set(controls, claims);
  }
  return claims;
}

function show(controls: TelegramControls, claims: Claims): void {
  controls.setMainButton(claims.stack.at(-1)?.params ?? HIDDEN);
}

/** Takes the button for `claim` until the returned release runs. */
export function claimMainButton(controls: TelegramControls, claim: MainButtonClaim): () => void {
  const claims = claimsOf(controls);
  claims.stack.push(claim);
  // One native subscription per client: a press reaches only the newest claim.
  claims.unsubscribe ??= controls.onMainButtonClick(() => claims.stack.at(-1)?.press());
  show(controls, claims);
  return () => {
    const at = claims.stack.indexOf(claim);
    if (at >= 0) claims.stack.splice(at, 1);
    if (claims.stack.length === 0) {
      claims.unsubscribe?.();
      claims.unsubscribe = undefined;
    }
    // Leaving the screen must not leave its button behind; an older form gets its own back.
    show(controls, claims);
  };
}

/** A claim's new label or state; shown only while it owns the button. */
export function updateMainButton(controls: TelegramControls, claim: MainButtonClaim, params: MainButtonParams): void {
  claim.params = params;
  const claims = claimsOf(controls);
  if (claims.stack.at(-1) === claim) show(controls, claims);
}
