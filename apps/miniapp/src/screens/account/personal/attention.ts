// Spec §2: the personal-info tab carries a red exclamation badge while the email is unverified,
// the phone is unverified or Telegram is not linked.
export interface VerificationState {
  emailVerified: boolean;
  phoneVerified: boolean;
  telegramLinked: boolean;
}

export function personalInfoNeedsAttention(state: VerificationState): boolean {
  return !state.emailVerified || !state.phoneVerified || !state.telegramLinked;
}
