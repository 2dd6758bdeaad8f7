// Rihla demo catalog: filter vocabularies and title variants.

export const labels = [
  { key: "best-seller", name_ar: "الأكثر مبيعًا", name_en: "Best seller" },
  { key: "free-cancellation", name_ar: "إلغاء مجاني", name_en: "Free cancellation" },
  { key: "likely-to-sell-out", name_ar: "قد تنفد قريبًا", name_en: "Likely to sell out" },
  { key: "new", name_ar: "جديد", name_en: "New" },
  { key: "skip-the-line", name_ar: "دخول دون انتظار", name_en: "Skip the line" },
  { key: "private", name_ar: "تجربة خاصة", name_en: "Private" },
  { key: "family-friendly", name_ar: "مناسب للعائلات", name_en: "Family friendly" },
  { key: "instant-confirmation", name_ar: "تأكيد فوري", name_en: "Instant confirmation" }
];

export const languages = [
  { key: "ar", name_ar: "العربية", name_en: "Arabic" },
  { key: "en", name_ar: "الإنجليزية", name_en: "English" },
  { key: "fr", name_ar: "الفرنسية", name_en: "French" },
  { key: "ur", name_ar: "الأردية", name_en: "Urdu" },
  { key: "hi", name_ar: "الهندية", name_en: "Hindi" },
  { key: "zh", name_ar: "الصينية", name_en: "Chinese" }
];

export const occasions = [
  { key: "family-outing", name_ar: "نزهة عائلية", name_en: "Family outing" },
  { key: "honeymoon", name_ar: "شهر العسل", name_en: "Honeymoon" },
  { key: "birthday", name_ar: "عيد ميلاد", name_en: "Birthday" },
  { key: "team-building", name_ar: "أنشطة فرق العمل", name_en: "Team building" },
  { key: "ramadan-nights", name_ar: "ليالي رمضان", name_en: "Ramadan nights" },
  { key: "national-day", name_ar: "اليوم الوطني", name_en: "National Day" }
];

export const bestFor = [
  { key: "couples", name_ar: "الأزواج", name_en: "Couples" },
  { key: "families", name_ar: "العائلات", name_en: "Families" },
  { key: "solo", name_ar: "المسافر بمفرده", name_en: "Solo travellers" },
  { key: "friends", name_ar: "الأصدقاء", name_en: "Friends" },
  { key: "seniors", name_ar: "كبار السن", name_en: "Seniors" },
  { key: "kids", name_ar: "الأطفال", name_en: "Kids" }
];

export const timeOfDay = [
  { key: "morning", name_ar: "صباحًا", name_en: "Morning" },
  { key: "afternoon", name_ar: "بعد الظهر", name_en: "Afternoon" },
  { key: "evening", name_ar: "مساءً", name_en: "Evening" },
  { key: "night", name_ar: "ليلًا", name_en: "Night" }
];

export const travellerTypes = [
  { key: "adult", name_ar: "بالغ", name_en: "Adult", age_min: 12, age_max: 99 },
  { key: "child", name_ar: "طفل", name_en: "Child", age_min: 3, age_max: 11 },
  { key: "infant", name_ar: "رضيع", name_en: "Infant", age_min: 0, age_max: 2 }
];

// Title becomes `${title} — ${suffix}` in each language.
export const variants = [
  {
    key: "private",
    suffix_ar: "جولة خاصة",
    suffix_en: "Private Tour",
    durationFactor: 1,
    priceFactor: 2.4,
    timeOfDay: "morning",
    labels: ["private", "instant-confirmation"]
  },
  {
    key: "small-group",
    suffix_ar: "مجموعة صغيرة",
    suffix_en: "Small Group",
    durationFactor: 1,
    priceFactor: 1.3,
    timeOfDay: "morning",
    labels: ["likely-to-sell-out"]
  },
  {
    key: "sunset",
    suffix_ar: "تجربة الغروب",
    suffix_en: "Sunset Edition",
    durationFactor: 0.8,
    priceFactor: 1.15,
    timeOfDay: "evening",
    labels: ["best-seller"]
  },
  {
    key: "hotel-pickup",
    suffix_ar: "مع التوصيل من الفندق",
    suffix_en: "With Hotel Pickup",
    durationFactor: 1.3,
    priceFactor: 1.25,
    timeOfDay: "morning",
    labels: ["free-cancellation"]
  },
  {
    key: "early-morning",
    suffix_ar: "في الصباح الباكر",
    suffix_en: "Early Morning",
    durationFactor: 0.9,
    priceFactor: 0.9,
    timeOfDay: "morning",
    labels: ["new"]
  },
  {
    key: "family",
    suffix_ar: "باقة العائلة",
    suffix_en: "Family Edition",
    durationFactor: 1.1,
    priceFactor: 1.5,
    timeOfDay: "afternoon",
    labels: ["family-friendly", "free-cancellation"]
  }
];
