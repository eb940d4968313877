/** The 'shell' namespace in English: its fixed texts stay word for word (README, "Fixed texts and rules"). */
const en = {
  skipLink: 'Skip to main content',
  loading: 'Loading...',
  header: {
    navigation: 'Main',
    home: 'Home',
    features: 'Features',
    products: 'Products',
    contact: 'Contact',
    login: 'Login',
    logout: 'Logout',
    discardUnsent_one: '{{count}} change not sent will be discarded. Log out anyway?',
    discardUnsent_other: '{{count}} changes not sent will be discarded. Log out anyway?',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    /** Named in both languages, so that a visitor who reads only the other one finds it too. */
    switch: 'Language (भाषा)',
  },
  theme: {
    dark: 'Dark',
    light: 'Light',
    toDark: 'Switch to the dark theme',
    toLight: 'Switch to the light theme',
  },
  footer: {
    about: 'About Us',
    aboutText: 'An insurance distribution network helping agents serve families across India.',
    quickLinks: 'Quick Links',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
    contactUs: 'Contact Us',
    copyright: '© {{year}} Agent Portal. All rights reserved.',
  },
  remote: {
    title: "We couldn't load {{page}}",
    unavailable: 'This part of the portal ({{remote}}) is unavailable right now.',
    contractBroken: 'This part of the portal ({{remote}}) was updated and does not match this version of the portal yet.',
    restWorks: 'The rest of the portal still works. Please try again in a moment.',
    tryAgain: 'Try again',
    offline: "You're offline. This page will load when the connection is back.",
    sections: '{{section}} sections',
  },
  connectivity: {
    offlineShowing: 'Offline — showing what you saw at {{time}}',
    offline: "You're offline.",
    stale: "Couldn't refresh — showing what you saw at {{time}}",
  },
  certification: {
    notYet: "You can't sell yet: complete your POSP training and exam.",
    link: 'Go to your training',
    revoked: "Your POSP certificate was revoked: you can't sell.",
    revokedLink: 'See your certification',
  },
  roleRequired: {
    operator: "This page is for the provider's operations staff. Please log in with an operator account.",
  },
  notFound: {
    documentTitle: 'Page not found · Agent Portal',
    title: 'Page not found',
    text: 'There is no page at {{path}}. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
  update: {
    available: 'A new version is available',
    reload: 'Reload',
  },
  startup: {
    title: 'The portal could not start',
    text: 'Its configuration could not be loaded. Please reload the page in a moment.',
  },
} as const;

export default en;
