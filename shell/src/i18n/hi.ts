import type { CatalogueOf } from '@portal/shared';
import type en from './en';

const hi: CatalogueOf<typeof en> = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
  loading: 'लोड हो रहा है...',
  header: {
    navigation: 'मुख्य',
    home: 'होम',
    features: 'सुविधाएँ',
    products: 'प्रोडक्ट',
    contact: 'संपर्क',
    login: 'लॉग इन',
    logout: 'लॉग आउट',
    discardUnsent_one: '{{count}} बदलाव भेजा नहीं गया है और हटा दिया जाएगा। फिर भी लॉग आउट करें?',
    discardUnsent_other: '{{count}} बदलाव भेजे नहीं गए हैं और हटा दिए जाएँगे। फिर भी लॉग आउट करें?',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
  },
  language: {
    switch: 'भाषा (Language)',
  },
  theme: {
    dark: 'डार्क',
    light: 'लाइट',
    toDark: 'डार्क थीम पर जाएँ',
    toLight: 'लाइट थीम पर जाएँ',
  },
  footer: {
    about: 'हमारे बारे में',
    aboutText: 'एक बीमा वितरण नेटवर्क, जो पूरे भारत में परिवारों की सेवा करने में एजेंटों की मदद करता है।',
    quickLinks: 'ज़रूरी लिंक',
    privacy: 'गोपनीयता नीति',
    terms: 'सेवा की शर्तें',
    contact: 'संपर्क',
    contactUs: 'हमसे संपर्क करें',
    copyright: '© {{year}} Agent Portal. सर्वाधिकार सुरक्षित।',
  },
  remote: {
    title: '{{page}} लोड नहीं हो सका',
    unavailable: 'पोर्टल का यह हिस्सा ({{remote}}) अभी उपलब्ध नहीं है।',
    contractBroken: 'पोर्टल का यह हिस्सा ({{remote}}) अपडेट हुआ है और अभी पोर्टल के इस संस्करण से मेल नहीं खाता।',
    restWorks: 'पोर्टल का बाकी हिस्सा ठीक से काम कर रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    offline: 'आप ऑफ़लाइन हैं। कनेक्शन वापस आने पर यह पेज लोड हो जाएगा।',
    sections: '{{section}} के सेक्शन',
  },
  connectivity: {
    offlineShowing: 'ऑफ़लाइन — आपने {{time}} पर जो देखा था, वही दिख रहा है',
    offline: 'आप ऑफ़लाइन हैं।',
    stale: 'रीफ़्रेश नहीं हो सका — आपने {{time}} पर जो देखा था, वही दिख रहा है',
  },
  certification: {
    notYet: 'आप अभी बेच नहीं सकते: अपनी POSP ट्रेनिंग और परीक्षा पूरी करें।',
    link: 'अपनी ट्रेनिंग पर जाएँ',
    revoked: 'आपका POSP प्रमाणपत्र रद्द कर दिया गया है: आप बेच नहीं सकते।',
    revokedLink: 'अपना सर्टिफ़िकेशन देखें',
  },
  roleRequired: {
    operator: 'यह पेज प्रदाता की ऑपरेशंस टीम के लिए है। कृपया ऑपरेटर अकाउंट से लॉग इन करें।',
  },
  notFound: {
    documentTitle: 'पेज नहीं मिला · Agent Portal',
    title: 'पेज नहीं मिला',
    text: '{{path}} पर कोई पेज नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।',
    home: 'होम पेज पर जाएँ',
  },
  update: {
    available: 'एक नया संस्करण उपलब्ध है',
    reload: 'फिर से लोड करें',
  },
  startup: {
    title: 'पोर्टल शुरू नहीं हो सका',
    text: 'इसकी सेटिंग्स लोड नहीं हो सकीं। कृपया थोड़ी देर में पेज फिर से लोड करें।',
  },
};

export default hi;
