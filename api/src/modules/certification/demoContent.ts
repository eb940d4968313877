/**
 * The demo's training modules and question bank, in English and Hindi: the basics a point-of-sales person
 * needs (insurance concepts, products, conduct, KYC, claims). Operators change them in the back office.
 */

export interface DemoModule {
  title: [en: string, hi: string];
  body: [en: string, hi: string];
  kind: 'text' | 'image' | 'video';
  mediaUrl: string | null;
  /** Its weight: production's 15 hours split over the modules. */
  minimumMinutes: number;
}

// A small diagram of how a policy works, drawn inline so the page needs no other origin.
const POLICY_DIAGRAM =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140" viewBox="0 0 480 140" font-family="sans-serif" font-size="14">` +
      `<rect x="10" y="45" width="120" height="50" rx="8" fill="#e3ecfa" stroke="#33529e"/><text x="70" y="75" text-anchor="middle">Customer</text>` +
      `<rect x="180" y="45" width="120" height="50" rx="8" fill="#e3ecfa" stroke="#33529e"/><text x="240" y="75" text-anchor="middle">POSP</text>` +
      `<rect x="350" y="45" width="120" height="50" rx="8" fill="#e3ecfa" stroke="#33529e"/><text x="410" y="75" text-anchor="middle">Insurer</text>` +
      `<path d="M130 62h48M300 62h48" stroke="#33529e" stroke-width="2"/><text x="240" y="30" text-anchor="middle">premium →</text>` +
      `<path d="M350 82H130" stroke="#2e7d32" stroke-width="2" stroke-dasharray="6 4"/><text x="240" y="120" text-anchor="middle">← claim paid</text></svg>`,
  ).toString('base64');

export const DEMO_MODULES: DemoModule[] = [
  {
    title: ['What insurance is', 'बीमा क्या है'],
    body: [
      'Insurance pools the risk of many people: each pays a small premium, and the few who suffer a loss are paid from the pool. A policy is the contract between the insured and the insurer; the sum insured is the most it pays.',
      'बीमा बहुत से लोगों के जोखिम को एक साथ जोड़ता है: हर कोई थोड़ा प्रीमियम देता है, और जिन थोड़े लोगों को नुकसान होता है उन्हें इसी कोष से भुगतान होता है। पॉलिसी बीमित व्यक्ति और बीमा कंपनी के बीच का अनुबंध है; बीमा राशि वह अधिकतम रकम है जो कंपनी देती है।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 120,
  },
  {
    title: ['How a policy works', 'पॉलिसी कैसे काम करती है'],
    body: [
      'The customer pays the premium through you to the insurer; the insurer issues the policy and pays valid claims to the customer. You never keep the premium: it goes to the insurer the same day.',
      'ग्राहक आपके माध्यम से बीमा कंपनी को प्रीमियम देता है; कंपनी पॉलिसी जारी करती है और सही दावों का भुगतान ग्राहक को करती है। प्रीमियम कभी अपने पास न रखें: वह उसी दिन बीमा कंपनी को जाता है।',
    ],
    kind: 'image',
    mediaUrl: POLICY_DIAGRAM,
    minimumMinutes: 90,
  },
  {
    title: ['The POSP and the regulator', 'POSP और नियामक'],
    body: [
      "A point-of-sales person sells simple, pre-underwritten products under the insurance regulator's guidelines, after 15 hours of training and an examination. You work for one intermediary at a time and carry your certificate.",
      'पॉइंट-ऑफ़-सेल्स पर्सन बीमा नियामक के दिशानिर्देशों के तहत सरल, पहले से अंडरराइट किए गए उत्पाद बेचता है, 15 घंटे की ट्रेनिंग और परीक्षा के बाद। आप एक समय में एक ही मध्यस्थ के लिए काम करते हैं और अपना प्रमाणपत्र साथ रखते हैं।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 120,
  },
  {
    title: ['Motor insurance', 'मोटर बीमा'],
    body: [
      'Third-party cover is compulsory for every vehicle on the road; a package policy adds own damage. The no-claim bonus lowers the own-damage premium for each claim-free year and stays with the owner, not the vehicle.',
      'सड़क पर चलने वाले हर वाहन के लिए थर्ड-पार्टी कवर अनिवार्य है; पैकेज पॉलिसी में अपने वाहन का नुकसान (ओन डैमेज) भी जुड़ता है। नो-क्लेम बोनस हर बिना दावे वाले साल पर ओन-डैमेज प्रीमियम घटाता है और वाहन के नहीं, मालिक के साथ रहता है।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 120,
  },
  {
    title: ['Health and life insurance', 'स्वास्थ्य और जीवन बीमा'],
    body: [
      'Health policies pay hospital bills, cashless at network hospitals; waiting periods apply to pre-existing diseases. Term life insurance pays the sum assured to the nominee if the insured dies during the term.',
      'स्वास्थ्य पॉलिसी अस्पताल के बिल चुकाती है, नेटवर्क अस्पतालों में कैशलेस; पहले से मौजूद बीमारियों पर वेटिंग पीरियड लागू होता है। टर्म जीवन बीमा में बीमित व्यक्ति की अवधि के दौरान मृत्यु होने पर नॉमिनी को बीमा राशि मिलती है।',
    ],
    kind: 'video',
    mediaUrl: 'https://policyholder.gov.in/',
    minimumMinutes: 150,
  },
  {
    title: ['Know your customer', 'अपने ग्राहक को जानें (KYC)'],
    body: [
      "Collect the customer's identity and address proof (PAN, Aadhaar with consent, or another officially valid document) and check it against the original. Never keep copies you do not need, and never share them.",
      'ग्राहक की पहचान और पते का प्रमाण (PAN, सहमति के साथ आधार, या कोई अन्य आधिकारिक रूप से मान्य दस्तावेज़) लें और उसे मूल से मिलाएँ। जिन प्रतियों की ज़रूरत नहीं है उन्हें न रखें, और कभी किसी से साझा न करें।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 90,
  },
  {
    title: ['Code of conduct', 'आचार संहिता'],
    body: [
      "Explain the product truthfully, including what it does not cover; never promise returns or pressure a customer. Disclose the cover, the exclusions and the free-look period, and record the customer's own answers on the proposal form.",
      'उत्पाद के बारे में सच बताएँ, यह भी कि वह क्या कवर नहीं करता; कभी रिटर्न का वादा न करें और ग्राहक पर दबाव न डालें। कवर, अपवाद और फ़्री-लुक अवधि बताएँ, और प्रस्ताव फ़ॉर्म में ग्राहक के अपने उत्तर ही दर्ज करें।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 60,
  },
  {
    title: ['Claims and grievances', 'दावे और शिकायतें'],
    body: [
      "Help the customer intimate a claim promptly with the documents the insurer asks for. A customer unhappy with the insurer's answer can escalate to its grievance officer, then to the regulator's Bima Bharosa portal or the Insurance Ombudsman.",
      'ग्राहक को बीमा कंपनी द्वारा माँगे गए दस्तावेज़ों के साथ समय पर दावा दर्ज कराने में मदद करें। कंपनी के जवाब से असंतुष्ट ग्राहक उसके शिकायत अधिकारी के पास, फिर नियामक के बीमा भरोसा पोर्टल या बीमा लोकपाल के पास जा सकता है।',
    ],
    kind: 'text',
    mediaUrl: null,
    minimumMinutes: 150,
  },
];

/** A question: English text and options, Hindi text and options, the right option (0-based). */
export type DemoQuestion = [en: string, enOptions: string[], hi: string, hiOptions: string[], correct: number];

export const DEMO_QUESTIONS: DemoQuestion[] = [
  [
    'What is the premium?',
    ['The amount the customer pays for the cover', 'The amount paid on a claim', 'The agent’s commission', 'A tax on the policy'],
    'प्रीमियम क्या है?',
    ['कवर के लिए ग्राहक द्वारा दी जाने वाली राशि', 'दावे पर मिलने वाली राशि', 'एजेंट का कमीशन', 'पॉलिसी पर लगने वाला कर'],
    0,
  ],
  [
    'What is the sum insured?',
    ['The premium for a year', 'The most the insurer pays under the policy', 'The agent’s target', 'The claim settlement ratio'],
    'बीमा राशि क्या है?',
    ['एक साल का प्रीमियम', 'पॉलिसी के तहत कंपनी द्वारा दी जाने वाली अधिकतम राशि', 'एजेंट का लक्ष्य', 'दावा निपटान अनुपात'],
    1,
  ],
  [
    'Insurance works because…',
    ['the insurer invests in shares', 'many people share the losses of a few', 'the government pays all claims', 'claims never happen'],
    'बीमा काम करता है क्योंकि…',
    ['कंपनी शेयरों में निवेश करती है', 'बहुत से लोग थोड़े लोगों के नुकसान को बाँटते हैं', 'सरकार सभी दावे चुकाती है', 'दावे कभी होते ही नहीं'],
    1,
  ],
  [
    'Who issues the policy?',
    ['The POSP', 'The customer’s bank', 'The insurer', 'The regulator'],
    'पॉलिसी कौन जारी करता है?',
    ['POSP', 'ग्राहक का बैंक', 'बीमा कंपनी', 'नियामक'],
    2,
  ],
  [
    'A customer hands you the premium in cash. You…',
    [
      'keep it until month end',
      'deposit it with the insurer the same day and give a receipt',
      'use it for your expenses',
      'return it after a week',
    ],
    'ग्राहक आपको नकद प्रीमियम देता है। आप…',
    ['महीने के अंत तक रखते हैं', 'उसी दिन बीमा कंपनी में जमा करते हैं और रसीद देते हैं', 'अपने खर्च में लगाते हैं', 'एक हफ़्ते बाद लौटाते हैं'],
    1,
  ],
  [
    'How many hours of training does a POSP complete before the examination?',
    ['5', '15', '50', 'None'],
    'परीक्षा से पहले POSP कितने घंटे की ट्रेनिंग पूरी करता है?',
    ['5', '15', '50', 'कोई नहीं'],
    1,
  ],
  [
    'May a POSP sell before holding a certificate?',
    ['Yes, if the customer agrees', 'Yes, for motor policies', 'No', 'Only on weekends'],
    'क्या POSP प्रमाणपत्र मिलने से पहले बेच सकता है?',
    ['हाँ, अगर ग्राहक सहमत हो', 'हाँ, मोटर पॉलिसी के लिए', 'नहीं', 'सिर्फ़ सप्ताहांत पर'],
    2,
  ],
  [
    'What kind of products does a POSP sell?',
    ['Simple, pre-underwritten products', 'Any product at all', 'Only shares and mutual funds', 'Only loans'],
    'POSP किस तरह के उत्पाद बेचता है?',
    ['सरल, पहले से अंडरराइट किए गए उत्पाद', 'कोई भी उत्पाद', 'सिर्फ़ शेयर और म्यूचुअल फ़ंड', 'सिर्फ़ लोन'],
    0,
  ],
  [
    'For how many intermediaries may a POSP work at one time?',
    ['One', 'Two', 'Five', 'Any number'],
    'POSP एक समय में कितने मध्यस्थों के लिए काम कर सकता है?',
    ['एक', 'दो', 'पाँच', 'कितने भी'],
    0,
  ],
  [
    'Which motor cover is compulsory by law?',
    ['Own damage', 'Third-party liability', 'Zero depreciation', 'Roadside assistance'],
    'कानून के अनुसार कौन-सा मोटर कवर अनिवार्य है?',
    ['ओन डैमेज', 'थर्ड-पार्टी देयता', 'ज़ीरो डेप्रिसिएशन', 'रोडसाइड असिस्टेंस'],
    1,
  ],
  [
    'A package motor policy covers…',
    ['third party only', 'own damage only', 'third party and own damage', 'the driver’s salary'],
    'पैकेज मोटर पॉलिसी में कवर होता है…',
    ['सिर्फ़ थर्ड पार्टी', 'सिर्फ़ ओन डैमेज', 'थर्ड पार्टी और ओन डैमेज', 'ड्राइवर का वेतन'],
    2,
  ],
  [
    'The no-claim bonus belongs to…',
    ['the vehicle', 'the owner', 'the agent', 'the insurer'],
    'नो-क्लेम बोनस किसका होता है?',
    ['वाहन का', 'मालिक का', 'एजेंट का', 'बीमा कंपनी का'],
    1,
  ],
  [
    'The no-claim bonus reduces…',
    ['the own-damage premium', 'the third-party premium', 'the sum insured', 'the GST rate'],
    'नो-क्लेम बोनस किसे घटाता है?',
    ['ओन-डैमेज प्रीमियम', 'थर्ड-पार्टी प्रीमियम', 'बीमा राशि', 'GST दर'],
    0,
  ],
  [
    'A customer sells their car. The no-claim bonus…',
    ['goes with the car', 'can be used on the owner’s next car', 'is lost at once', 'is paid in cash'],
    'ग्राहक अपनी कार बेच देता है। नो-क्लेम बोनस…',
    ['कार के साथ चला जाता है', 'मालिक की अगली कार पर इस्तेमाल हो सकता है', 'तुरंत खत्म हो जाता है', 'नकद मिलता है'],
    1,
  ],
  [
    'What does "cashless" mean in health insurance?',
    ['The insurer pays the network hospital directly', 'The customer pays nothing ever', 'The premium is free', 'Only cash is accepted'],
    'स्वास्थ्य बीमा में "कैशलेस" का मतलब क्या है?',
    ['कंपनी नेटवर्क अस्पताल को सीधे भुगतान करती है', 'ग्राहक कभी कुछ नहीं देता', 'प्रीमियम मुफ़्त है', 'सिर्फ़ नकद लिया जाता है'],
    0,
  ],
  [
    'A waiting period in a health policy is…',
    [
      'the time before some illnesses are covered',
      'the time to answer a phone call',
      'the grace period for the premium',
      'the time a claim takes',
    ],
    'स्वास्थ्य पॉलिसी में वेटिंग पीरियड क्या है?',
    ['कुछ बीमारियों के कवर होने से पहले का समय', 'फ़ोन का जवाब देने का समय', 'प्रीमियम की छूट अवधि', 'दावे में लगने वाला समय'],
    0,
  ],
  [
    'A customer has diabetes. On the proposal form you…',
    [
      'leave it out to lower the premium',
      'write it down as the customer tells you',
      'write "healthy"',
      'ask the customer to sign a blank form',
    ],
    'ग्राहक को डायबिटीज़ है। प्रस्ताव फ़ॉर्म में आप…',
    ['प्रीमियम कम करने के लिए छोड़ देते हैं', 'ग्राहक जैसा बताए वैसा लिखते हैं', '"स्वस्थ" लिखते हैं', 'ग्राहक से खाली फ़ॉर्म पर हस्ताक्षर कराते हैं'],
    1,
  ],
  [
    'A family floater health policy…',
    ['covers the whole family under one sum insured', 'covers only the eldest member', 'covers travel abroad only', 'has no sum insured'],
    'फ़ैमिली फ़्लोटर स्वास्थ्य पॉलिसी…',
    [
      'पूरे परिवार को एक ही बीमा राशि में कवर करती है',
      'सिर्फ़ सबसे बड़े सदस्य को कवर करती है',
      'सिर्फ़ विदेश यात्रा कवर करती है',
      'में कोई बीमा राशि नहीं होती',
    ],
    0,
  ],
  [
    'Term life insurance pays…',
    [
      'the sum assured to the nominee if the insured dies during the term',
      'a bonus every year',
      'the premium back on every birthday',
      'hospital bills',
    ],
    'टर्म जीवन बीमा क्या देता है?',
    ['अवधि में बीमित की मृत्यु पर नॉमिनी को बीमा राशि', 'हर साल बोनस', 'हर जन्मदिन पर प्रीमियम वापस', 'अस्पताल के बिल'],
    0,
  ],
  [
    'Who is the nominee?',
    ['The person who receives the claim if the insured dies', 'The agent', 'The insurer’s manager', 'The customer’s employer'],
    'नॉमिनी कौन है?',
    ['बीमित की मृत्यु पर दावा पाने वाला व्यक्ति', 'एजेंट', 'बीमा कंपनी का मैनेजर', 'ग्राहक का नियोक्ता'],
    0,
  ],
  [
    'What is the free-look period?',
    [
      'Time after receiving the policy to return it if unsuitable',
      'A month without premium',
      'The claim processing time',
      'A discount for new customers',
    ],
    'फ़्री-लुक अवधि क्या है?',
    ['पॉलिसी मिलने के बाद उपयुक्त न लगे तो लौटाने का समय', 'बिना प्रीमियम वाला महीना', 'दावा प्रक्रिया का समय', 'नए ग्राहकों के लिए छूट'],
    0,
  ],
  [
    'An exclusion in a policy is…',
    ['something the policy does not cover', 'an extra benefit', 'a free gift', 'the agent’s bonus'],
    'पॉलिसी में अपवाद (एक्सक्लूज़न) क्या है?',
    ['ऐसी चीज़ जो पॉलिसी कवर नहीं करती', 'अतिरिक्त लाभ', 'मुफ़्त उपहार', 'एजेंट का बोनस'],
    0,
  ],
  [
    'A customer asks what the policy does not cover. You…',
    ['change the subject', 'explain the exclusions honestly', 'say everything is covered', 'tell them to read it later'],
    'ग्राहक पूछता है कि पॉलिसी क्या कवर नहीं करती। आप…',
    ['बात बदल देते हैं', 'अपवाद ईमानदारी से समझाते हैं', 'कहते हैं कि सब कवर है', 'कहते हैं बाद में पढ़ लेना'],
    1,
  ],
  [
    'May you promise a customer a guaranteed return that the product does not offer?',
    ['Yes, to close the sale', 'Only to relatives', 'No, never', 'Yes, if the customer insists'],
    'क्या आप ग्राहक से ऐसे गारंटीड रिटर्न का वादा कर सकते हैं जो उत्पाद में नहीं है?',
    ['हाँ, बिक्री पक्की करने के लिए', 'सिर्फ़ रिश्तेदारों से', 'नहीं, कभी नहीं', 'हाँ, अगर ग्राहक ज़ोर दे'],
    2,
  ],
  [
    'Which is mis-selling?',
    [
      'Selling a policy the customer does not need by hiding facts',
      'Explaining two options',
      'Giving the policy document',
      'Helping with a claim',
    ],
    'मिस-सेलिंग कौन-सी है?',
    ['तथ्य छुपाकर ऐसी पॉलिसी बेचना जिसकी ग्राहक को ज़रूरत नहीं', 'दो विकल्प समझाना', 'पॉलिसी दस्तावेज़ देना', 'दावे में मदद करना'],
    0,
  ],
  [
    'Who should fill in the answers about the customer’s health?',
    ['The agent, from guesswork', 'The customer, or the agent exactly as the customer says', 'The insurer', 'Nobody'],
    'ग्राहक के स्वास्थ्य के बारे में उत्तर कौन भरे?',
    ['एजेंट, अंदाज़े से', 'ग्राहक, या एजेंट ठीक वैसे ही जैसा ग्राहक बताए', 'बीमा कंपनी', 'कोई नहीं'],
    1,
  ],
  [
    'KYC stands for…',
    ['Know Your Customer', 'Keep Your Cash', 'Key Yearly Cover', 'Know Your Claim'],
    'KYC का मतलब है…',
    ['अपने ग्राहक को जानें (Know Your Customer)', 'अपना नकद रखें', 'मुख्य वार्षिक कवर', 'अपना दावा जानें'],
    0,
  ],
  [
    'Which of these is an identity document for KYC?',
    ['A restaurant bill', 'PAN card', 'A visiting card', 'A shopping receipt'],
    'KYC के लिए इनमें से पहचान दस्तावेज़ कौन-सा है?',
    ['रेस्टोरेंट का बिल', 'PAN कार्ड', 'विज़िटिंग कार्ड', 'खरीदारी की रसीद'],
    1,
  ],
  [
    'Before accepting a copy of a KYC document you…',
    ['check it against the original', 'accept any copy', 'ask for the customer’s password', 'post it online'],
    'KYC दस्तावेज़ की प्रति लेने से पहले आप…',
    ['उसे मूल से मिलाते हैं', 'कोई भी प्रति ले लेते हैं', 'ग्राहक का पासवर्ड माँगते हैं', 'उसे ऑनलाइन पोस्ट करते हैं'],
    0,
  ],
  [
    'Aadhaar may be collected for KYC…',
    ['with the customer’s consent', 'without telling the customer', 'from a neighbour', 'from social media'],
    'KYC के लिए आधार लिया जा सकता है…',
    ['ग्राहक की सहमति से', 'ग्राहक को बताए बिना', 'पड़ोसी से', 'सोशल मीडिया से'],
    0,
  ],
  [
    'Copies of customers’ documents you no longer need should be…',
    ['shared with other agents', 'kept in a public folder', 'returned or destroyed safely', 'sold'],
    'ग्राहकों के दस्तावेज़ों की जिन प्रतियों की अब ज़रूरत नहीं, उन्हें…',
    ['दूसरे एजेंटों से साझा करें', 'सार्वजनिक फ़ोल्डर में रखें', 'लौटा दें या सुरक्षित रूप से नष्ट करें', 'बेच दें'],
    2,
  ],
  [
    'Why does KYC matter?',
    ['It prevents fraud and money laundering', 'It raises the premium', 'It delays the policy for no reason', 'It is optional'],
    'KYC क्यों ज़रूरी है?',
    ['यह धोखाधड़ी और मनी लॉन्ड्रिंग रोकता है', 'यह प्रीमियम बढ़ाता है', 'यह बिना कारण पॉलिसी में देरी करता है', 'यह वैकल्पिक है'],
    0,
  ],
  [
    'The first step in a claim is usually…',
    ['to intimate the insurer promptly', 'to wait a year', 'to cancel the policy', 'to buy a new policy'],
    'दावे में पहला कदम आमतौर पर क्या होता है?',
    ['बीमा कंपनी को तुरंत सूचना देना', 'एक साल इंतज़ार करना', 'पॉलिसी रद्द करना', 'नई पॉलिसी खरीदना'],
    0,
  ],
  [
    'After a car accident, for an own-damage claim the customer should…',
    ['repair the car first and tell no one', 'inform the insurer and let the surveyor inspect', 'sell the car', 'change the number plate'],
    'कार दुर्घटना के बाद ओन-डैमेज दावे के लिए ग्राहक को…',
    [
      'पहले कार ठीक करवा लेनी चाहिए और किसी को नहीं बताना चाहिए',
      'बीमा कंपनी को सूचना देनी चाहिए और सर्वेयर को जाँच करने देना चाहिए',
      'कार बेच देनी चाहिए',
      'नंबर प्लेट बदल देनी चाहिए',
    ],
    1,
  ],
  [
    'A customer is unhappy with the insurer’s claim decision. The first place to complain is…',
    ['the insurer’s grievance officer', 'the police', 'a newspaper', 'the agent’s family'],
    'ग्राहक बीमा कंपनी के दावा निर्णय से असंतुष्ट है। शिकायत की पहली जगह है…',
    ['बीमा कंपनी का शिकायत अधिकारी', 'पुलिस', 'अख़बार', 'एजेंट का परिवार'],
    0,
  ],
  [
    'If the insurer does not resolve a complaint, the customer can go to…',
    ['the Insurance Ombudsman', 'the tax office', 'the post office', 'nobody'],
    'अगर बीमा कंपनी शिकायत हल नहीं करती, तो ग्राहक जा सकता है…',
    ['बीमा लोकपाल के पास', 'आयकर कार्यालय', 'डाकघर', 'कहीं नहीं'],
    0,
  ],
  [
    'Bima Bharosa is…',
    ['the regulator’s grievance portal', 'a health product', 'a bank', 'a type of premium'],
    'बीमा भरोसा क्या है?',
    ['नियामक का शिकायत पोर्टल', 'एक स्वास्थ्य उत्पाद', 'एक बैंक', 'एक तरह का प्रीमियम'],
    0,
  ],
  [
    'A claim should be supported by…',
    ['the documents the insurer asks for', 'the agent’s word only', 'a photograph of the agent', 'nothing'],
    'दावे के साथ क्या होना चाहिए?',
    ['बीमा कंपनी द्वारा माँगे गए दस्तावेज़', 'सिर्फ़ एजेंट की बात', 'एजेंट की फ़ोटो', 'कुछ नहीं'],
    0,
  ],
  [
    'What is a renewal?',
    ['Continuing the policy for another term by paying the premium', 'Cancelling the policy', 'Making a claim', 'Changing the agent'],
    'रिन्यूअल क्या है?',
    ['प्रीमियम देकर पॉलिसी को अगली अवधि के लिए जारी रखना', 'पॉलिसी रद्द करना', 'दावा करना', 'एजेंट बदलना'],
    0,
  ],
  [
    'Why remind customers before their policy ends?',
    ['So their cover does not lapse', 'To sell them a loan', 'To raise your targets', 'There is no reason'],
    'पॉलिसी खत्म होने से पहले ग्राहकों को याद क्यों दिलाएँ?',
    ['ताकि उनका कवर खत्म न हो', 'उन्हें लोन बेचने के लिए', 'अपना लक्ष्य बढ़ाने के लिए', 'कोई कारण नहीं'],
    0,
  ],
];
