// Landing page (spec §2) and the shared plan names/features (contracts PLAN_CATALOGUE featureKeys).
export const landing = {
  nav: {
    account: "Account",
    login: "Login",
    register: "Register",
  },
  hero: {
    visitor: {
      title: "Online booking for consultants and experts",
      subtitle: "Your own booking page with services, news and articles, on the web and right inside Telegram.",
      getStarted: "Get Started",
      viewPlans: "View Plans",
    },
    user: {
      title: "Welcome back, {{name}}!",
      titleNoName: "Welcome back!",
      subtitle: "Manage your booking page, subscription and settings.",
      myAccount: "My Account",
      myPage: "My Page",
    },
  },
  features: {
    title: "Everything you need to take bookings",
    telegram: {
      title: "Telegram integration",
      text: "Clients book in a Telegram mini app, get notifications from your bot and log in with one-time codes.",
    },
    payments: {
      title: "Online payments",
      text: "Accept payments through YooKassa, T-Bank and SBP and see paid bookings at a glance.",
    },
    branding: {
      title: "Your brand",
      text: "Your own domain, your own bot and no platform branding on paid plans.",
    },
  },
  plans: {
    title: "Plans",
    subtitle: "Start for free and upgrade as you grow",
    cta: "Get Started",
  },
  faq: {
    title: "Frequently asked questions",
    howItWorks: {
      question: "How does it work?",
      answer:
        "Register, choose a plan and add your services and working hours. You get a booking page on the web and in Telegram, and clients book free time slots in a few taps.",
    },
    ownDomain: {
      question: "Can I use my own domain?",
      answer:
        "Yes, on the Professional and Enterprise plans. Point your domain's A records to our server and save the domain in your account; the SSL certificate is issued automatically.",
    },
    technicalSkills: {
      question: "Do I need technical skills?",
      answer: "No. Everything is set up in your account in a few minutes, without code or hosting.",
    },
    ownBot: {
      question: "Can I connect my own Telegram bot?",
      answer: "Yes, on the Professional and Enterprise plans: create a bot with @BotFather and paste its token in the bot settings.",
    },
    payments: {
      question: "How do payments work?",
      answer:
        "From the Starter plan you can connect YooKassa, T-Bank or SBP. Clients pay for bookings online and paid bookings are marked automatically.",
    },
  },
  footer: {
    terms: "Terms of service",
    privacy: "Privacy policy",
    support: "Support",
    comingSoon: "Coming soon",
    rights: "© {{year}} {{appName}}",
  },
} as const;

export const plans = {
  popular: "Popular",
  current: "Current",
  free: "Free",
  pricePerMonth: "{{price}}/mo",
  names: {
    FREE: "Free",
    STARTER: "Starter",
    PROFESSIONAL: "Professional",
    ENTERPRISE: "Enterprise",
  },
  features: {
    bookings10: "10 bookings a month",
    services1: "1 service",
    news5: "5 news posts",
    platformBranding: "Platform branding",
    bookings50: "50 bookings a month",
    services5: "5 services",
    news20: "20 news posts",
    paymentIntegration: "Payment integration",
    noBranding: "No platform branding",
    unlimitedBookings: "Unlimited bookings",
    unlimitedServices: "Unlimited services",
    customBot: "Your own Telegram bot",
    customDomain: "Custom domain",
    apiAccess: "API keys and webhooks",
    everythingInPro: "Everything in Professional",
    whiteLabel: "White label",
    multiExpert: "Multiple experts",
  },
} as const;
