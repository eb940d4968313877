import type { CatalogueOf } from '@portal/shared';
import type en from './certification.en';

/** The 'backoffice' namespace's certification part in Hindi (see certification.en.ts). */
const hi: CatalogueOf<typeof en> = {
  certification: {
    title: 'सर्टिफ़िकेशन',
    intro: 'हर सदस्य का बिक्री तक का सफ़र: प्रशिक्षण के घंटे, परीक्षा के प्रयास, प्रमाणपत्र। प्रशिक्षण और परीक्षा के प्रश्न यहीं रखें।',
  },
};

export default hi;
