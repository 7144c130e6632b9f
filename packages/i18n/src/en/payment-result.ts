// The payment result page's texts (a customer screen; ru/payment-result.ts says why it is a file of its own).
export const paymentResult = {
  title: "Payment",
  checking: "Checking the payment status…",
  pending: {
    title: "Payment is being processed",
    text: "We are waiting for the confirmation from the payment provider. This page updates automatically.",
  },
  confirmed: {
    title: "Payment confirmed",
    text: "Thank you! Your payment has been received.",
  },
  failed: {
    title: "Payment failed",
    text: "The payment did not go through. No money was charged; please try again.",
  },
  // Issue 25.7: a booking's payment names the booking and the amount.
  paid: "Paid: {{amount}}",
  amount: "Amount: {{amount}}",
  backToAccount: "Back to account",
  toMyBookings: "My bookings",
  tryAgain: "Try again",
  back: "Done",
  checkAgain: "Check again",
  loginRequired: "Log in to see this payment",
  missing: "No payment to show",
} as const;
