// Personal data (issue 30) on the customer screens: the consent boxes of the sign-up and booking
// forms, and the policy and terms pages they link to.
export const privacy = {
  consent: {
    business:
      "I agree to the processing of my personal data by {{business}} under its <policy>privacy policy</policy> and accept the platform's <terms>terms of use</terms>",
    platform:
      "I agree to the processing of my personal data under the <policy>privacy policy</policy> and accept the <terms>terms of use</terms>",
    marketing: "Send me news and offers from {{business}} (optional)",
    required: "Please agree to the processing of your personal data to continue",
    booking: "{{business}} asks for your consent before your first booking.",
  },
  policy: {
    title: "Privacy policy",
    ofBusiness: "Privacy policy of {{business}}",
    externalLead: "{{business}} publishes its privacy policy on its own site.",
    openExternal: "Open the privacy policy",
    defaultLead: "{{business}} has not published its own policy, so the platform's standard policy below applies.",
    contactsTitle: "How to reach {{business}}",
    failed: "Could not load the policy.",
  },
  terms: {
    title: "Terms of use",
  },
  platformPolicy: {
    title: "Privacy policy of the platform",
  },
  receiptContact: {
    title: "Where to send your receipt",
    label: "Email or phone for the receipt",
    hint: "Your account has neither; this one is used for this payment's receipt only.",
    invalid: "Enter an email or a phone number",
    submit: "Pay",
  },
};
