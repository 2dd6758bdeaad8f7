// Rihla demo catalog: one category per product kind, in display order.

export const categories = [
  {
    slug: "tours",
    kind: "tour",
    name_ar: "الجولات",
    name_en: "Tours",
    description_ar: "جولات بصحبة مرشدين محليين تكشف لك قصص المدن ومعالمها التاريخية.",
    description_en: "Guided tours led by local experts who bring each city's stories and landmarks to life.",
    theme: "heritage"
  },
  {
    slug: "activities",
    kind: "activity",
    name_ar: "الأنشطة",
    name_en: "Activities",
    description_ar: "مغامرات في الصحراء والبحر والجبال، من ركوب الدبابات إلى الغوص والتخييم.",
    description_en: "Desert, sea and mountain adventures, from dune bashing to diving and stargazing.",
    theme: "desert"
  },
  {
    slug: "attractions",
    kind: "attraction",
    name_ar: "المعالم السياحية",
    name_en: "Attractions",
    description_ar: "تذاكر المتاحف والمعالم والوجهات الترفيهية بتأكيد فوري.",
    description_en: "Tickets to museums, landmarks and entertainment destinations with instant confirmation.",
    theme: "city"
  },
  {
    slug: "packages",
    kind: "package",
    name_ar: "الباقات السياحية",
    name_en: "Packages",
    description_ar: "باقات متكاملة تشمل الإقامة والتنقل والبرامج، جاهزة لرحلة بلا عناء.",
    description_en: "All-in-one packages with stays, transport and activities for a hassle-free trip.",
    theme: "oasis"
  },
  {
    slug: "cruises",
    kind: "cruise",
    name_ar: "الرحلات البحرية",
    name_en: "Cruises",
    description_ar: "رحلات بحرية وقت الغروب وعلى متن المراكب التقليدية في البحر الأحمر والخليج العربي.",
    description_en: "Sunset sailings and traditional dhow cruises on the Red Sea and the Arabian Gulf.",
    theme: "sea"
  },
  {
    slug: "train-tickets",
    kind: "train",
    name_ar: "تذاكر القطارات",
    name_en: "Train Tickets",
    description_ar: "احجز مقعدك في قطار الحرمين السريع وقطارات الشرق والشمال بسهولة.",
    description_en: "Book seats on the Haramain high-speed train and Saudi rail routes in a few taps.",
    theme: "city"
  },
  {
    slug: "visas",
    kind: "visa",
    name_ar: "التأشيرات",
    name_en: "Visas",
    description_ar: "مساعدة في تجهيز طلبات التأشيرات السياحية وتأشيرات العمرة ومتابعتها حتى الإصدار.",
    description_en: "Help preparing and tracking tourist and Umrah visa applications through to approval.",
    theme: "city"
  },
  {
    slug: "flights",
    kind: "flight",
    name_ar: "الطيران",
    name_en: "Flights",
    description_ar: "رحلات طيران داخلية وخليجية بأسعار واضحة ضمن باقات مرنة.",
    description_en: "Domestic and Gulf flights with clear fares, bundled into flexible packages.",
    theme: "desert"
  },
  {
    slug: "hotels",
    kind: "hotel",
    name_ar: "الفنادق",
    name_en: "Hotels",
    description_ar: "إقامات مختارة بعناية قرب الحرمين وفي المدن والمنتجعات الجبلية والساحلية.",
    description_en: "Hand-picked stays near the Two Holy Mosques, in the cities and at mountain and beach resorts.",
    theme: "city"
  },
  {
    slug: "yacht-rentals",
    kind: "yacht",
    name_ar: "تأجير اليخوت",
    name_en: "Yacht Rentals",
    description_ar: "يخوت خاصة بطاقم محترف لرحلات العائلة والمناسبات في عرض البحر.",
    description_en: "Private crewed yachts for family days and celebrations out at sea.",
    theme: "sea"
  },
  {
    slug: "jet-ski",
    kind: "jetski",
    name_ar: "الدباب البحري",
    name_en: "Jet Ski",
    description_ar: "انطلق على الدباب البحري مع معدات السلامة وإشراف مدربين معتمدين.",
    description_en: "Ride the waves on a jet ski with full safety gear and certified instructors.",
    theme: "sea"
  },
  {
    slug: "airport-transfers",
    kind: "transfer",
    name_ar: "التوصيل من المطار",
    name_en: "Airport Transfers",
    description_ar: "توصيل خاص ومريح من المطار وبين المدن بسائقين محترفين وسيارات حديثة.",
    description_en: "Comfortable private transfers from the airport and between cities with professional drivers.",
    theme: "city"
  },
  {
    slug: "tour-guides",
    kind: "guide",
    name_ar: "المرشدون السياحيون",
    name_en: "Tour Guides",
    description_ar: "مرشدون سياحيون مرخّصون يرافقونك ليوم كامل وفق برنامج تختاره بنفسك.",
    description_en: "Licensed local guides who join you for a full day on a plan you shape yourself.",
    theme: "heritage"
  }
];
