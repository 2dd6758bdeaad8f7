// Option templates: how one experience is offered (standard, premium, private…), by pricing.

export const perPersonOptions = [
  { key: 'standard', title_ar: 'الباقة الأساسية', title_en: 'Standard ticket', description_ar: 'كل ما تحتاجه للاستمتاع بالتجربة ضمن مجموعة.', description_en: 'Everything you need to enjoy the experience in a group.', priceFactor: 1 },
  { key: 'premium', title_ar: 'الباقة المميزة مع وجبة غداء', title_en: 'Premium with lunch', description_ar: 'تشمل وجبة غداء محلية ومقاعد مفضلة.', description_en: 'Includes a local lunch and preferred seating.', priceFactor: 1.45 },
  { key: 'small-group', title_ar: 'مجموعة صغيرة (حتى ٨ أشخاص)', title_en: 'Small group (up to 8 people)', description_ar: 'وقت أطول مع المرشد وأجواء أكثر هدوءًا.', description_en: 'More time with the guide and a calmer pace.', priceFactor: 1.25 },
  { key: 'private', title_ar: 'تجربة خاصة لمجموعتك', title_en: 'Private experience for your group', description_ar: 'مرشد وسيارة لك ولمرافقيك فقط.', description_en: 'A guide and vehicle for you and your companions only.', priceFactor: 2.2 },
];

export const perItemOptions = {
  yacht: [
    { key: 'yacht-2h', title_ar: 'يخت لمدة ساعتين (حتى ١٠ ضيوف)', title_en: 'Yacht for 2 hours (up to 10 guests)', unit_ar: 'يخت', unit_en: 'Yacht', priceFactor: 1 },
    { key: 'yacht-4h', title_ar: 'يخت لمدة ٤ ساعات مع ضيافة', title_en: 'Yacht for 4 hours with refreshments', unit_ar: 'يخت', unit_en: 'Yacht', priceFactor: 1.8 },
  ],
  jetski: [
    { key: 'jetski-30', title_ar: 'دباب بحري لمدة ٣٠ دقيقة', title_en: 'Jet ski for 30 minutes', unit_ar: 'دباب بحري', unit_en: 'Jet ski', priceFactor: 1 },
    { key: 'jetski-60', title_ar: 'دباب بحري لمدة ساعة', title_en: 'Jet ski for 1 hour', unit_ar: 'دباب بحري', unit_en: 'Jet ski', priceFactor: 1.7 },
  ],
  transfer: [
    { key: 'sedan', title_ar: 'سيارة سيدان (حتى ٣ ركاب)', title_en: 'Sedan (up to 3 passengers)', unit_ar: 'سيارة', unit_en: 'Car', priceFactor: 1 },
    { key: 'suv', title_ar: 'سيارة عائلية (حتى ٦ ركاب)', title_en: 'SUV (up to 6 passengers)', unit_ar: 'سيارة', unit_en: 'Car', priceFactor: 1.5 },
    { key: 'vip', title_ar: 'سيارة فاخرة لكبار الشخصيات', title_en: 'VIP luxury car', unit_ar: 'سيارة', unit_en: 'Car', priceFactor: 2.5 },
  ],
  guide: [
    { key: 'half-day', title_ar: 'مرشد لنصف يوم (٤ ساعات)', title_en: 'Guide for half a day (4 hours)', unit_ar: 'مرشد', unit_en: 'Guide', priceFactor: 1 },
    { key: 'full-day', title_ar: 'مرشد ليوم كامل (٨ ساعات)', title_en: 'Guide for a full day (8 hours)', unit_ar: 'مرشد', unit_en: 'Guide', priceFactor: 1.8 },
  ],
  visa: [
    { key: 'standard', title_ar: 'معالجة عادية', title_en: 'Standard processing', unit_ar: 'طلب', unit_en: 'Application', priceFactor: 1 },
    { key: 'express', title_ar: 'معالجة مستعجلة', title_en: 'Express processing', unit_ar: 'طلب', unit_en: 'Application', priceFactor: 1.6 },
  ],
  default: [
    { key: 'standard', title_ar: 'الحجز الأساسي', title_en: 'Standard booking', unit_ar: 'حجز', unit_en: 'Booking', priceFactor: 1 },
    { key: 'premium', title_ar: 'الحجز المميز', title_en: 'Premium booking', unit_ar: 'حجز', unit_en: 'Booking', priceFactor: 1.6 },
  ],
};

export const startTimesByTimeOfDay = {
  morning: ['08:00', '09:30', '11:00'],
  afternoon: ['13:30', '15:00', '16:30'],
  evening: ['17:00', '18:30', '20:00'],
  night: ['20:30', '21:30', '23:00'],
};

/** Cancellation policy variants; tiers give the penalty from a number of minutes before start. */
export const cancellationPolicies = [
  { weight: 35, policy: { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] } },
  { weight: 15, policy: { type: 'free', tiers: [{ minutes_before: 2880, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] } },
  { weight: 10, policy: { type: 'free', tiers: [{ minutes_before: 4320, penalty_percent: 0 }, { minutes_before: 1440, penalty_percent: 50 }, { minutes_before: 0, penalty_percent: 100 }] } },
  { weight: 25, policy: { type: 'tiered', tiers: [{ minutes_before: 10080, penalty_percent: 10 }, { minutes_before: 2880, penalty_percent: 50 }, { minutes_before: 720, penalty_percent: 75 }, { minutes_before: 0, penalty_percent: 100 }] } },
  { weight: 15, policy: { type: 'non_refundable', tiers: [{ minutes_before: 0, penalty_percent: 100 }] } },
];

export const extrasCatalog = [
  { key: 'photos', name_ar: 'جلسة تصوير احترافية', name_en: 'Professional photo session', price: 15000 },
  { key: 'lunch', name_ar: 'وجبة غداء تقليدية', name_en: 'Traditional lunch', price: 9000 },
  { key: 'arabic-coffee', name_ar: 'ضيافة قهوة عربية وتمر', name_en: 'Arabic coffee and dates', price: 3500 },
  { key: 'souvenir', name_ar: 'هدية تذكارية', name_en: 'Souvenir gift', price: 5000 },
];

export const currencies = [
  { code: 'SAR', name_ar: 'ريال سعودي', name_en: 'Saudi riyal', rate_to_sar: 1, decimals: 2 },
  { code: 'USD', name_ar: 'دولار أمريكي', name_en: 'US dollar', rate_to_sar: 3.75, decimals: 2 },
  { code: 'EUR', name_ar: 'يورو', name_en: 'Euro', rate_to_sar: 4.05, decimals: 2 },
  { code: 'GBP', name_ar: 'جنيه إسترليني', name_en: 'British pound', rate_to_sar: 4.75, decimals: 2 },
  { code: 'AED', name_ar: 'درهم إماراتي', name_en: 'UAE dirham', rate_to_sar: 1.0211, decimals: 2 },
  { code: 'QAR', name_ar: 'ريال قطري', name_en: 'Qatari riyal', rate_to_sar: 1.0302, decimals: 2 },
  { code: 'BHD', name_ar: 'دينار بحريني', name_en: 'Bahraini dinar', rate_to_sar: 9.9468, decimals: 3 },
  { code: 'OMR', name_ar: 'ريال عماني', name_en: 'Omani rial', rate_to_sar: 9.7403, decimals: 3 },
  { code: 'KWD', name_ar: 'دينار كويتي', name_en: 'Kuwaiti dinar', rate_to_sar: 12.2, decimals: 3 },
];
