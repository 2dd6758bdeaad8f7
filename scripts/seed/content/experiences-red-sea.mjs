// Rihla demo catalog: base experiences in the Red Sea destination.

export const redSeaExperiences = [
  {
    key: "red-sea-discover-scuba-dive",
    city: "red-sea",
    kind: "activity",
    extraKinds: [],
    title_ar: "تجربة الغوص الأولى في البحر الأحمر",
    title_en: "Discover Scuba Diving in the Red Sea",
    summary_ar: "أول غطسة لك بصحبة مدرب معتمد فوق شعاب مرجانية بكر لم يطأها كثيرون.",
    summary_en: "Your first dive with a certified instructor over pristine reefs few people have ever seen.",
    description_ar: "لا تحتاج إلى خبرة سابقة، فالتجربة تبدأ بدرس نظري قصير ثم تدريب في المياه الضحلة قبل النزول إلى عمق يصل إلى ١٢ مترًا. تحيط بالجزر شعاب مرجانية صحية وأسماك ملونة، ويرافقك المدرب طوال الغطسة.",
    description_en: "No experience needed: start with a short theory session and practice in shallow water before descending to a maximum of 12 m. Healthy reefs and colourful fish surround the islands, and your instructor stays beside you the whole dive.",
    highlights: [
      { ar: "لا يشترط خبرة سابقة", en: "No previous experience needed" },
      { ar: "شعاب مرجانية بكر", en: "Pristine coral reefs" },
      { ar: "مدرب لكل ضيفين", en: "One instructor per two guests" }
    ],
    includes: [
      { ar: "معدات الغوص الكاملة", en: "Full scuba equipment" },
      { ar: "مدرب معتمد", en: "Certified instructor" },
      { ar: "رحلة القارب إلى موقع الغوص", en: "Boat ride to the dive site" }
    ],
    excludes: [
      { ar: "الصور تحت الماء", en: "Underwater photos" }
    ],
    itinerary: [
      { title_ar: "الدرس النظري", title_en: "Briefing", text_ar: "أساسيات التنفس والإشارات والسلامة.", text_en: "Breathing, hand signals and safety basics." },
      { title_ar: "التدريب", title_en: "Practice", text_ar: "تمارين في المياه الضحلة.", text_en: "Skills practice in shallow water." },
      { title_ar: "الغطسة", title_en: "The dive", text_ar: "نحو ٤٠ دقيقة فوق الشعاب المرجانية.", text_en: "About 40 minutes over the reef." }
    ],
    know_before_you_go: [
      { ar: "يلزم تعبئة استبيان طبي قبل الغوص.", en: "A medical questionnaire is required before diving." },
      { ar: "لا يُسمح بالطيران خلال ١٨ ساعة بعد الغوص.", en: "No flying for 18 hours after diving." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس صديق للشعاب", en: "Reef-safe sunscreen" }
    ],
    meeting_point_ar: "مركز الغوص في منتجعك",
    meeting_point_en: "Dive centre at your resort",
    address_ar: "جزر البحر الأحمر",
    address_en: "Red Sea islands",
    lat: 25.58,
    lng: 36.9,
    duration_minutes: 210,
    age_min: 10,
    age_max: 60,
    base_price_sar: 750,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["honeymoon", "birthday"],
    best_for: ["couples", "solo", "friends"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "red-sea-island-snorkel-boat-trip",
    city: "red-sea",
    kind: "activity",
    extraKinds: ["cruise"],
    title_ar: "رحلة قارب وغطس سطحي بين الجزر",
    title_en: "Island-Hopping Snorkel Boat Trip",
    summary_ar: "تنقّل بين جزيرتين بالقارب، واسبح فوق الشعاب، وتناول الغداء على رمال بيضاء خالية.",
    summary_en: "Hop between two islands by boat, snorkel the reefs and lunch on an empty white beach.",
    description_ar: "تضم وجهة البحر الأحمر أكثر من تسعين جزيرة، أغلبها لم يُطوّر ويُحافظ عليه كمحمية طبيعية. يتوقف القارب عند موقعين للغطس السطحي ترافقك فيهما مرشدة بيئية، ثم غداء خفيف على جزيرة رملية قبل العودة.",
    description_en: "The Red Sea destination spans more than ninety islands, most left undeveloped as protected nature. The boat stops at two snorkel sites with an environmental guide, then serves a light lunch on a sandy island before heading back.",
    highlights: [
      { ar: "موقعان للغطس السطحي", en: "Two snorkel sites" },
      { ar: "غداء على جزيرة رملية", en: "Lunch on a sandbank island" },
      { ar: "مرشد بيئي متخصص", en: "Specialist marine guide" }
    ],
    includes: [
      { ar: "رحلة القارب", en: "Boat trip" },
      { ar: "معدات الغطس السطحي", en: "Snorkel gear" },
      { ar: "غداء خفيف ومشروبات", en: "Light lunch and drinks" }
    ],
    excludes: [
      { ar: "المناشف إن لم يوفرها المنتجع", en: "Towels if not supplied by your resort" }
    ],
    itinerary: [
      { title_ar: "الموقع الأول", title_en: "First site", text_ar: "غطس سطحي فوق حديقة مرجانية.", text_en: "Snorkel over a coral garden." },
      { title_ar: "الجزيرة", title_en: "The island", text_ar: "غداء ووقت حر على الرمال.", text_en: "Lunch and free time on the sand." },
      { title_ar: "الموقع الثاني", title_en: "Second site", text_ar: "غطس سطحي ثانٍ ثم العودة.", text_en: "A second snorkel, then return." }
    ],
    know_before_you_go: [
      { ar: "سترات النجاة متوفرة لغير المتمرسين في السباحة.", en: "Life vests are available for less confident swimmers." },
      { ar: "يُمنع لمس الشعاب أو إطعام الأسماك.", en: "Do not touch the reef or feed the fish." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة", en: "Swimwear" },
      { ar: "قبعة ونظارة شمسية", en: "Hat and sunglasses" }
    ],
    meeting_point_ar: "مرسى المنتجع",
    meeting_point_en: "Resort jetty",
    address_ar: "أرخبيل البحر الأحمر",
    address_en: "Red Sea archipelago",
    lat: 25.55,
    lng: 36.85,
    duration_minutes: 300,
    age_min: 5,
    age_max: 75,
    base_price_sar: 550,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "kids"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "red-sea-luxury-yacht-charter",
    city: "red-sea",
    kind: "yacht",
    extraKinds: [],
    title_ar: "يخت فاخر خاص في البحر الأحمر",
    title_en: "Red Sea Luxury Yacht Charter",
    summary_ar: "نصف يوم على يخت فاخر بطاقمه، تختار فيه الجزر ومواقع السباحة التي تريدها.",
    summary_en: "Half a day on a crewed luxury yacht, choosing the islands and swim spots you like.",
    description_ar: "يبحر اليخت بين الجزر والبحيرات الفيروزية في مسار تحدده مع القبطان، مع توقفات للسباحة والغطس السطحي والتجديف. يُقدم الغداء على السطح، ويتسع اليخت لعشرة ضيوف.",
    description_en: "Cruise between islands and turquoise lagoons on a route you plan with the captain, stopping to swim, snorkel and paddleboard. Lunch is served on deck, and the yacht takes up to ten guests.",
    highlights: [
      { ar: "مسار مرن حسب رغبتك", en: "A flexible route of your choosing" },
      { ar: "ألواح تجديف ومعدات غطس", en: "Paddleboards and snorkel gear" },
      { ar: "غداء على السطح", en: "Lunch on deck" }
    ],
    includes: [
      { ar: "قبطان وطاقم ضيافة", en: "Captain and hospitality crew" },
      { ar: "الغداء والمشروبات", en: "Lunch and drinks" },
      { ar: "معدات الرياضات المائية", en: "Water sports equipment" }
    ],
    excludes: [
      { ar: "الإكراميات", en: "Gratuities" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "الصعود من مرسى المنتجع.", text_en: "Board at the resort marina." },
      { title_ar: "بين الجزر", title_en: "Island hopping", text_ar: "توقفات للسباحة والغداء.", text_en: "Stops to swim and lunch." }
    ],
    know_before_you_go: [
      { ar: "السعر لليخت كاملًا لمدة أربع ساعات.", en: "Price is for the whole yacht for four hours." },
      { ar: "قد يتغير المسار بحسب الرياح.", en: "Routes may change with the wind." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس صديق للشعاب", en: "Reef-safe sunscreen" }
    ],
    meeting_point_ar: "مرسى المنتجع",
    meeting_point_en: "Resort marina",
    address_ar: "وجهة البحر الأحمر",
    address_en: "The Red Sea destination",
    lat: 25.6,
    lng: 36.92,
    duration_minutes: 240,
    age_min: 0,
    age_max: 99,
    base_price_sar: 6500,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "birthday", "family-outing"],
    best_for: ["couples", "families", "friends"],
    labels: ["private", "likely-to-sell-out"],
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "red-sea-island-resort-villa",
    city: "red-sea",
    kind: "hotel",
    extraKinds: [],
    title_ar: "فيلا شاطئية في منتجع على جزيرة",
    title_en: "Beach Villa at an Island Resort",
    summary_ar: "فيلا بمسبح خاص تطل على البحيرة الفيروزية، في منتجع يعمل بالطاقة المتجددة.",
    summary_en: "A villa with a private pool facing a turquoise lagoon, at a resort running on renewable energy.",
    description_ar: "صُممت منتجعات البحر الأحمر لتندمج مع الطبيعة، فتعمل بالطاقة الشمسية وتحافظ على الشعاب والكثبان المحيطة. تطل الفيلا على الشاطئ مباشرة، وتشمل الإقامة الإفطار واستخدام معدات التجديف والغطس السطحي.",
    description_en: "Red Sea resorts are designed to blend into nature, running on solar power and protecting the surrounding reefs and dunes. Your villa opens straight onto the beach, and the stay includes breakfast and use of paddleboards and snorkel gear.",
    highlights: [
      { ar: "مسبح خاص وإطلالة على البحيرة", en: "Private pool and lagoon view" },
      { ar: "منتجع صديق للبيئة", en: "Eco-conscious resort" },
      { ar: "معدات رياضات مائية مجانية", en: "Complimentary water sports gear" }
    ],
    includes: [
      { ar: "ليلة في فيلا شاطئية لشخصين", en: "One night in a beach villa for two" },
      { ar: "الإفطار", en: "Breakfast" },
      { ar: "معدات التجديف والغطس السطحي", en: "Paddleboards and snorkel gear" }
    ],
    excludes: [
      { ar: "الطيران والتوصيل إلى الجزيرة", en: "Flights and island transfers" }
    ],
    itinerary: [
      { title_ar: "الوصول", title_en: "Arrival", text_ar: "استقبال في المرسى أو مهبط الطائرة المائية.", text_en: "Welcome at the jetty or seaplane dock." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "حتى الثانية عشرة ظهرًا.", text_en: "By noon." }
    ],
    know_before_you_go: [
      { ar: "الوصول إلى الجزيرة بالقارب السريع أو الطائرة المائية.", en: "Reach the island by speedboat or seaplane." },
      { ar: "الحد الأدنى للإقامة ليلتان في المواسم.", en: "Two-night minimum in peak seasons." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" },
      { ar: "ملابس صيفية خفيفة", en: "Light summer clothes" }
    ],
    meeting_point_ar: "مطار البحر الأحمر الدولي",
    meeting_point_en: "Red Sea International Airport",
    address_ar: "جزيرة في أرخبيل البحر الأحمر",
    address_en: "Island in the Red Sea archipelago",
    lat: 25.57,
    lng: 36.88,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 4200,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "fr"],
    occasions: ["honeymoon", "birthday"],
    best_for: ["couples", "families", "seniors"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "red-sea-lagoon-jet-ski",
    city: "red-sea",
    kind: "jetski",
    extraKinds: [],
    title_ar: "دباب بحري في البحيرات الفيروزية",
    title_en: "Turquoise Lagoon Jet Ski",
    summary_ar: "جولة دباب بحري مصحوبة بمرشد عبر البحيرات الهادئة حول الجزر.",
    summary_en: "A guided jet ski ride across the calm lagoons around the islands.",
    description_ar: "تنطلق خلف المرشد في مسار محدد يحافظ على الشعاب ويمر بأجمل المناظر، من الرمال البيضاء إلى المياه المتدرجة الألوان. الجولة ٤٥ دقيقة ومناسبة للمبتدئين.",
    description_en: "Follow your guide on a set route that protects the reefs and takes in the best scenery, from white sand to water in every shade of blue. The ride lasts 45 minutes and suits beginners.",
    highlights: [
      { ar: "مسار مصحوب بمرشد", en: "Guided route" },
      { ar: "مياه صافية متدرجة الألوان", en: "Crystal water in layered blues" },
      { ar: "٤٥ دقيقة على الماء", en: "45 minutes on the water" }
    ],
    includes: [
      { ar: "دباب مع الوقود", en: "Jet ski with fuel" },
      { ar: "سترة نجاة ومرشد", en: "Life jacket and guide" }
    ],
    excludes: [
      { ar: "التصوير", en: "Photos" }
    ],
    itinerary: [
      { title_ar: "الإحاطة", title_en: "Briefing", text_ar: "شرح المسار وقواعد حماية الشعاب.", text_en: "Route briefing and reef protection rules." },
      { title_ar: "الجولة", title_en: "The ride", text_ar: "٤٥ دقيقة خلف المرشد.", text_en: "45 minutes behind your guide." }
    ],
    know_before_you_go: [
      { ar: "السعر لكل دباب ويتسع لشخصين.", en: "Price is per ski, up to two riders." },
      { ar: "قائد الدباب ١٨ عامًا فأكثر.", en: "Drivers must be 18 or older." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة", en: "Swimwear" },
      { ar: "نظارة شمسية بحزام", en: "Sunglasses with a strap" }
    ],
    meeting_point_ar: "مركز الرياضات المائية في المنتجع",
    meeting_point_en: "Resort water sports centre",
    address_ar: "وجهة البحر الأحمر",
    address_en: "The Red Sea destination",
    lat: 25.59,
    lng: 36.91,
    duration_minutes: 45,
    age_min: 8,
    age_max: 65,
    base_price_sar: 480,
    pricing: "per_item",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["birthday", "honeymoon"],
    best_for: ["friends", "couples", "solo"],
    labels: ["new", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "red-sea-seaplane-transfer",
    city: "red-sea",
    kind: "transfer",
    extraKinds: ["flight"],
    title_ar: "توصيل بالطائرة المائية إلى منتجعات الجزر",
    title_en: "Seaplane Transfer to the Island Resorts",
    summary_ar: "من مطار البحر الأحمر الدولي إلى منتجعك على الجزيرة في رحلة قصيرة بمشاهد مذهلة.",
    summary_en: "From Red Sea International Airport to your island resort on a short, spectacular flight.",
    description_ar: "تهبط الطائرة المائية على سطح البحيرة أمام منتجعك مباشرة بعد رحلة قصيرة فوق الشعاب والجزر. تتسع الطائرة لعدد محدود من الركاب، ويُحدد الوزن المسموح للأمتعة مسبقًا.",
    description_en: "The seaplane touches down on the lagoon right in front of your resort after a short flight over reefs and islands. Seats are limited and the luggage allowance is set in advance.",
    highlights: [
      { ar: "إطلالة جوية على الشعاب", en: "Aerial views of the reefs" },
      { ar: "هبوط أمام المنتجع", en: "Land right at your resort" },
      { ar: "تجربة لا تُنسى بحد ذاتها", en: "An experience in itself" }
    ],
    includes: [
      { ar: "رحلة الطائرة المائية للطائرة كاملة", en: "Full seaplane charter" },
      { ar: "نقل الأمتعة", en: "Luggage handling" }
    ],
    excludes: [
      { ar: "الأمتعة الزائدة على الوزن المسموح", en: "Excess luggage" }
    ],
    itinerary: [
      { title_ar: "المطار", title_en: "Airport", text_ar: "استقبال في صالة الوصول والانتقال إلى مهبط الطائرة المائية.", text_en: "Welcome in arrivals and transfer to the seaplane dock." },
      { title_ar: "الرحلة", title_en: "Flight", text_ar: "رحلة قصيرة والهبوط أمام المنتجع.", text_en: "A short flight and landing at your resort." }
    ],
    know_before_you_go: [
      { ar: "تعمل الرحلات في ساعات النهار فقط وبحسب الطقس.", en: "Daylight operations only, subject to weather." },
      { ar: "السعر للطائرة حتى أربعة ركاب.", en: "Price is per aircraft for up to four passengers." }
    ],
    what_to_bring: [
      { ar: "حقائب لينة", en: "Soft-sided bags" },
      { ar: "الهوية أو جواز السفر", en: "ID or passport" }
    ],
    meeting_point_ar: "صالة الوصول، مطار البحر الأحمر الدولي",
    meeting_point_en: "Arrivals hall, Red Sea International Airport",
    address_ar: "مطار البحر الأحمر الدولي",
    address_en: "Red Sea International Airport",
    lat: 25.62,
    lng: 37.0,
    duration_minutes: 40,
    age_min: 0,
    age_max: 99,
    base_price_sar: 5500,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon"],
    best_for: ["couples", "families", "seniors"],
    labels: ["private", "new"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "red-sea-island-escape-package-3-nights",
    city: "red-sea",
    kind: "package",
    extraKinds: ["hotel", "activity"],
    title_ar: "باقة ملاذ الجزر لثلاث ليالٍ في البحر الأحمر",
    title_en: "Red Sea Island Escape, 3 Nights",
    summary_ar: "ثلاث ليالٍ في منتجع على جزيرة مع التوصيل وتجربة غوص ورحلة بين الجزر.",
    summary_en: "Three nights at an island resort with transfers, a discovery dive and an island-hopping trip.",
    description_ar: "باقة متكاملة لعطلة شاطئية هادئة أو شهر عسل، تبدأ بالاستقبال في مطار البحر الأحمر والتوصيل إلى المنتجع. تتضمن الإقامة مع الإفطار والعشاء، وتجربة غوص أولى، ورحلة غطس سطحي بين الجزر، مع وقت واسع للاسترخاء.",
    description_en: "A complete package for a quiet beach break or honeymoon, starting with a welcome at Red Sea International Airport and transfer to your resort. It includes half-board stay, a discovery dive and an island-hopping snorkel trip, with plenty of time to unwind.",
    highlights: [
      { ar: "إقامة بنصف إقامة", en: "Half-board stay" },
      { ar: "تجربة غوص ورحلة بين الجزر", en: "Discovery dive and island hopping" },
      { ar: "توصيل من المطار وإليه", en: "Airport transfers both ways" }
    ],
    includes: [
      { ar: "ثلاث ليالٍ مع الإفطار والعشاء لشخصين", en: "Three nights half-board for two" },
      { ar: "التوصيل بالقارب السريع من المطار وإليه", en: "Speedboat transfers from and to the airport" },
      { ar: "تجربة الغوص الأولى ورحلة الغطس السطحي", en: "Discovery dive and snorkel trip" }
    ],
    excludes: [
      { ar: "الطيران إلى مطار البحر الأحمر", en: "Flights to Red Sea International" }
    ],
    itinerary: [
      { title_ar: "اليوم الأول", title_en: "Day 1", text_ar: "الوصول والتوصيل إلى المنتجع وعشاء الترحيب.", text_en: "Arrival, resort transfer and welcome dinner." },
      { title_ar: "اليوم الثاني", title_en: "Day 2", text_ar: "تجربة الغوص الأولى صباحًا ووقت حر.", text_en: "Discovery dive in the morning, then free time." },
      { title_ar: "اليوم الثالث", title_en: "Day 3", text_ar: "رحلة الغطس السطحي بين الجزر.", text_en: "Island-hopping snorkel trip." },
      { title_ar: "اليوم الرابع", title_en: "Day 4", text_ar: "الإفطار والتوصيل إلى المطار.", text_en: "Breakfast and airport transfer." }
    ],
    know_before_you_go: [
      { ar: "السعر للشخص في غرفة مزدوجة.", en: "Price is per person sharing a double." },
      { ar: "يمكن الترقية إلى التوصيل بالطائرة المائية.", en: "Seaplane transfer upgrades available." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" },
      { ar: "ملابس سباحة وواقي شمس صديق للشعاب", en: "Swimwear and reef-safe sunscreen" }
    ],
    meeting_point_ar: "صالة الوصول، مطار البحر الأحمر الدولي",
    meeting_point_en: "Arrivals hall, Red Sea International Airport",
    address_ar: "وجهة البحر الأحمر",
    address_en: "The Red Sea destination",
    lat: 25.6,
    lng: 36.95,
    duration_minutes: 4320,
    age_min: 0,
    age_max: 99,
    base_price_sar: 7900,
    pricing: "per_person",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "fr"],
    occasions: ["honeymoon", "birthday"],
    best_for: ["couples", "families", "friends"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "sea"
  }
];
