// Rihla demo catalog: base experiences in Abu Dhabi.

export const abuDhabiExperiences = [
  {
    key: "louvre-abu-dhabi-ticket",
    city: "abu-dhabi",
    kind: "attraction",
    extraKinds: [],
    title_ar: "تذكرة متحف اللوفر أبوظبي",
    title_en: "Louvre Abu Dhabi Admission",
    summary_ar: "تحف فنية من حضارات العالم تحت قبة شبكية يتسلل منها الضوء كالمطر.",
    summary_en: "Masterpieces from civilisations worldwide beneath a latticed dome that filters light like rain.",
    description_ar: "يقع المتحف على جزيرة السعديات، وتعلوه قبة ضخمة من الطبقات المعدنية المتداخلة تصنع ما يُعرف بمطر الضوء. تتسلسل القاعات من أقدم الحضارات حتى الفن المعاصر، لتروي قصة الإنسانية المشتركة عبر الثقافات.",
    description_en: "On Saadiyat Island, the museum sits beneath a vast dome of layered metal lattice that creates its famous rain of light. Galleries run from the earliest civilisations to contemporary art, telling a shared human story across cultures.",
    highlights: [
      { ar: "قبة مطر الضوء الشهيرة", en: "The famous rain-of-light dome" },
      { ar: "قطع من أهم متاحف العالم", en: "Loans from the world's great museums" },
      { ar: "ممرات مائية تحيط بالمتحف", en: "Waterways surrounding the museum" }
    ],
    includes: [
      { ar: "تذكرة دخول عامة", en: "General admission" },
      { ar: "تطبيق الدليل الصوتي", en: "Audio guide app" }
    ],
    excludes: [
      { ar: "المعارض الخاصة والنقل", en: "Special exhibitions and transport" }
    ],
    itinerary: [
      { title_ar: "القاعات", title_en: "The galleries", text_ar: "جولة ذاتية بين القاعات المرتبة زمنيًا.", text_en: "Self-guided tour through the chronological galleries." },
      { title_ar: "تحت القبة", title_en: "Under the dome", text_ar: "استراحة وتصوير على الساحة المطلة على البحر.", text_en: "Pause for photos on the plaza by the water." }
    ],
    know_before_you_go: [
      { ar: "يغلق المتحف يوم الاثنين.", en: "Closed on Mondays." },
      { ar: "الأطفال دون ١٣ عامًا يدخلون مجانًا.", en: "Children under 13 enter free." }
    ],
    what_to_bring: [
      { ar: "سماعات للدليل الصوتي", en: "Headphones for the audio guide" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "مدخل متحف اللوفر أبوظبي",
    meeting_point_en: "Louvre Abu Dhabi entrance",
    address_ar: "المنطقة الثقافية في السعديات، أبوظبي",
    address_en: "Saadiyat Cultural District, Abu Dhabi",
    lat: 24.5337,
    lng: 54.3984,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 70,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["couples", "solo", "seniors"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "sheikh-zayed-grand-mosque-tour",
    city: "abu-dhabi",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة جامع الشيخ زايد الكبير",
    title_en: "Sheikh Zayed Grand Mosque Tour",
    summary_ar: "أروقة رخامية وقباب بيضاء وثريات ضخمة، في أحد أكبر مساجد العالم وأجملها.",
    summary_en: "Marble arcades, white domes and vast chandeliers at one of the world's largest and most beautiful mosques.",
    description_ar: "يتسع الجامع لأكثر من أربعين ألف مصلٍ، ويضم واحدة من أكبر السجادات اليدوية في العالم وثريات مرصعة بالكريستال. يشرح المرشد تفاصيل العمارة والزخارف المستوحاة من فنون إسلامية متعددة، ونبقى حتى الغروب حين تنعكس القباب على البرك.",
    description_en: "The mosque holds more than 40,000 worshippers and houses one of the world's largest hand-knotted carpets and crystal chandeliers. Your guide explains the architecture and decoration drawn from many Islamic traditions, and we stay until sunset when the domes reflect in the pools.",
    highlights: [
      { ar: "السجادة اليدوية العملاقة", en: "The giant hand-knotted carpet" },
      { ar: "الصحن الرخامي المزخرف بالزهور", en: "The flower-inlaid marble courtyard" },
      { ar: "انعكاس القباب عند الغروب", en: "Domes reflected at sunset" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel transport" },
      { ar: "مرشد مرخّص", en: "Licensed guide" }
    ],
    excludes: [
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "مركز الزوار", title_en: "Visitor centre", text_ar: "الدخول عبر مركز الزوار والتحقق من اللباس.", text_en: "Enter via the visitor centre with a dress check." },
      { title_ar: "الجامع", title_en: "The mosque", text_ar: "جولة في الصحن والقاعة الرئيسية.", text_en: "Tour the courtyard and main prayer hall." },
      { title_ar: "الغروب", title_en: "Sunset", text_ar: "وقت للتصوير عند البرك العاكسة.", text_en: "Photo time at the reflecting pools." }
    ],
    know_before_you_go: [
      { ar: "الجامع مفتوح لجميع الزوار خارج أوقات الصلاة، ويغلق صباح الجمعة.", en: "Open to all visitors outside prayer times; closed Friday mornings." },
      { ar: "يلزم لباس فضفاض يغطي الذراعين والساقين، وغطاء للرأس للنساء.", en: "Loose clothing covering arms and legs is required, with a headscarf for women." }
    ],
    what_to_bring: [
      { ar: "لباس محتشم", en: "Modest clothing" },
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" }
    ],
    meeting_point_ar: "الاستلام من فندقك في أبوظبي",
    meeting_point_en: "Pickup from your Abu Dhabi hotel",
    address_ar: "شارع الشيخ راشد بن سعيد، أبوظبي",
    address_en: "Sheikh Rashid Bin Saeed Street, Abu Dhabi",
    lat: 24.4128,
    lng: 54.475,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh", "hi"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "couples"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "qasr-al-watan-palace-visit",
    city: "abu-dhabi",
    kind: "attraction",
    extraKinds: [],
    title_ar: "زيارة قصر الوطن",
    title_en: "Qasr Al Watan Palace Visit",
    summary_ar: "ادخل القصر الرئاسي بقاعاته المذهّبة ومكتبته، واختم بعرض الضوء والصوت على واجهته.",
    summary_en: "Step into the presidential palace's gilded halls and library, then stay for the light show on its facade.",
    description_ar: "يفتح قصر الوطن أبوابه للزوار ليتعرفوا على نظام الحكم وتقاليد الضيافة الإماراتية، عبر قاعة الوحدة بقبتها الضخمة وقاعة الهدايا الرسمية والمكتبة. يمكنك البقاء حتى المساء لمشاهدة عرض الضوء والصوت على واجهة القصر.",
    description_en: "Qasr Al Watan opens its doors so visitors can learn about UAE governance and hospitality, through the Great Hall beneath its huge dome, the Presidential Gifts hall and the library. Stay into the evening to watch the light and sound show projected on the facade.",
    highlights: [
      { ar: "القاعة الكبرى وقبتها", en: "The Great Hall and its dome" },
      { ar: "قاعة الهدايا الرئاسية", en: "The Presidential Gifts hall" },
      { ar: "عرض الضوء والصوت المسائي", en: "Evening light and sound show" }
    ],
    includes: [
      { ar: "تذكرة دخول القصر والحدائق", en: "Palace and gardens admission" },
      { ar: "الحافلة الداخلية من مركز الزوار إلى القصر", en: "Shuttle from the visitor centre to the palace" }
    ],
    excludes: [
      { ar: "تذكرة العرض المسائي", en: "Evening show ticket" },
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "مركز الزوار", title_en: "Visitor centre", text_ar: "حافلة داخلية إلى مبنى القصر.", text_en: "Shuttle bus to the palace building." },
      { title_ar: "القاعات", title_en: "The halls", text_ar: "جولة ذاتية بين القاعات والمكتبة.", text_en: "Self-guided visit of the halls and library." }
    ],
    know_before_you_go: [
      { ar: "يُرجى ارتداء لباس محتشم.", en: "Modest dress please." },
      { ar: "يخضع الدخول لتفتيش أمني.", en: "Entry includes a security check." }
    ],
    what_to_bring: [
      { ar: "الهوية أو جواز السفر", en: "ID or passport" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "مركز زوار قصر الوطن",
    meeting_point_en: "Qasr Al Watan visitor centre",
    address_ar: "شارع الكورنيش الغربي، أبوظبي",
    address_en: "West Corniche Road, Abu Dhabi",
    lat: 24.4621,
    lng: 54.305,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 70,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "skip-the-line"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "ferrari-world-yas-island",
    city: "abu-dhabi",
    kind: "attraction",
    extraKinds: ["activity"],
    title_ar: "عالم فيراري في جزيرة ياس",
    title_en: "Ferrari World Yas Island",
    summary_ar: "أسرع أفعوانية في العالم وألعاب للعائلة كلها تحت السقف الأحمر الشهير.",
    summary_en: "The world's fastest roller coaster and rides for the whole family under the famous red roof.",
    description_ar: "تنطلق أفعوانية فورمولا روسا بسرعة تتجاوز ٢٤٠ كيلومترًا في الساعة خلال ثوانٍ، بينما تناسب الألعاب الأخرى الصغار ومحبي السيارات. يقع المتنزه داخليًا ومكيفًا بالكامل، ما يجعله خيارًا مثاليًا في أشهر الصيف.",
    description_en: "Formula Rossa launches past 240 km/h in seconds, while plenty of other rides suit younger guests and car lovers. The park is fully indoors and air-conditioned, making it a great pick in the summer months.",
    highlights: [
      { ar: "أفعوانية فورمولا روسا", en: "Formula Rossa roller coaster" },
      { ar: "متنزه داخلي مكيف", en: "Indoor, air-conditioned park" },
      { ar: "ألعاب مناسبة للأطفال", en: "Rides for younger children" }
    ],
    includes: [
      { ar: "تذكرة دخول ليوم واحد", en: "One-day admission" },
      { ar: "دخول جميع الألعاب والعروض العامة", en: "Access to all standard rides and shows" }
    ],
    excludes: [
      { ar: "الممر السريع والطعام", en: "Quick pass and food" }
    ],
    itinerary: [
      { title_ar: "الدخول", title_en: "Entry", text_ar: "امسح رمز التذكرة عند البوابة.", text_en: "Scan your ticket at the gate." },
      { title_ar: "الألعاب", title_en: "Rides", text_ar: "يوم كامل بين الألعاب والعروض.", text_en: "A full day of rides and shows." }
    ],
    know_before_you_go: [
      { ar: "لبعض الألعاب حد أدنى للطول.", en: "Some rides have minimum height limits." },
      { ar: "الأطفال دون ثلاث سنوات يدخلون مجانًا.", en: "Under-threes enter free." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "بوابة عالم فيراري",
    meeting_point_en: "Ferrari World main gate",
    address_ar: "جزيرة ياس، أبوظبي",
    address_en: "Yas Island, Abu Dhabi",
    lat: 24.4838,
    lng: 54.6072,
    duration_minutes: 360,
    age_min: 3,
    age_max: 99,
    base_price_sar: 350,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "family-outing", "team-building"],
    best_for: ["kids", "families", "friends"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "abu-dhabi-mangrove-kayaking",
    city: "abu-dhabi",
    kind: "activity",
    extraKinds: [],
    title_ar: "تجديف بالكاياك بين أشجار القرم",
    title_en: "Mangrove Kayaking in Abu Dhabi",
    summary_ar: "جدّف بهدوء عبر قنوات القرم الخضراء، وشاهد مالك الحزين والسرطانات في موطنها.",
    summary_en: "Paddle quietly through green mangrove channels, spotting herons and crabs in their habitat.",
    description_ar: "تُعد غابات القرم رئة أبوظبي الساحلية وموطنًا لعشرات أنواع الطيور والكائنات البحرية. يرافقك مرشد في جولة تجديف مدتها ساعتان بين القنوات الضيقة، مع شرح لأهمية القرم في حماية الساحل.",
    description_en: "The mangroves are Abu Dhabi's coastal lungs and home to dozens of bird and marine species. A guide leads a two-hour paddle through narrow channels, explaining how mangroves protect the coast.",
    highlights: [
      { ar: "قنوات هادئة مناسبة للمبتدئين", en: "Calm channels, good for beginners" },
      { ar: "طيور وكائنات بحرية", en: "Birds and marine life" },
      { ar: "إطلالة على أفق المدينة", en: "City skyline views" }
    ],
    includes: [
      { ar: "كاياك فردي أو مزدوج", en: "Single or double kayak" },
      { ar: "سترة نجاة ومرشد", en: "Life jacket and guide" }
    ],
    excludes: [
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "الإحاطة", title_en: "Briefing", text_ar: "أساسيات التجديف والسلامة.", text_en: "Paddling and safety basics." },
      { title_ar: "بين القرم", title_en: "In the mangroves", text_ar: "ساعتان من التجديف في القنوات.", text_en: "Two hours paddling the channels." }
    ],
    know_before_you_go: [
      { ar: "يُحدد الموعد بحسب المد والجزر.", en: "Start times follow the tides." },
      { ar: "الأطفال دون ١٢ عامًا في كاياك مزدوج مع بالغ.", en: "Under-12s paddle in a double with an adult." }
    ],
    what_to_bring: [
      { ar: "ملابس تتحمل البلل", en: "Clothes you can get wet" },
      { ar: "قبعة وواقي شمس", en: "Hat and sunscreen" }
    ],
    meeting_point_ar: "مرسى الكاياك، حديقة القرم الشرقية",
    meeting_point_en: "Kayak launch, Eastern Mangroves",
    address_ar: "القرم الشرقي، أبوظبي",
    address_en: "Eastern Mangroves, Abu Dhabi",
    lat: 24.4489,
    lng: 54.4137,
    duration_minutes: 120,
    age_min: 6,
    age_max: 70,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "friends", "kids"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "morning",
    theme: "green"
  },
  {
    key: "abu-dhabi-corniche-private-yacht",
    city: "abu-dhabi",
    kind: "yacht",
    extraKinds: [],
    title_ar: "يخت خاص على كورنيش أبوظبي",
    title_en: "Abu Dhabi Corniche Private Yacht",
    summary_ar: "ساعتان على يخت خاص بمحاذاة الكورنيش وقصر الإمارات وجزيرة لولو.",
    summary_en: "Two hours on a private yacht along the Corniche, past Emirates Palace and Lulu Island.",
    description_ar: "يبحر اليخت من مارينا البطين على طول الكورنيش، لتشاهد أفق أبوظبي وقصر الإمارات وقصر الوطن من البحر. يتسع اليخت لعشرة ضيوف، ويمكن التوقف للسباحة في المياه الهادئة.",
    description_en: "Sailing from Al Bateen Marina along the Corniche, the yacht shows you the Abu Dhabi skyline, Emirates Palace and Qasr Al Watan from the sea. It takes up to ten guests, with an optional swim stop in calm water.",
    highlights: [
      { ar: "أفق أبوظبي من البحر", en: "The Abu Dhabi skyline from the sea" },
      { ar: "توقف اختياري للسباحة", en: "Optional swim stop" },
      { ar: "طاقم محترف", en: "Professional crew" }
    ],
    includes: [
      { ar: "يخت مع قبطان لمدة ساعتين", en: "Yacht with captain for two hours" },
      { ar: "مياه ومشروبات غازية", en: "Water and soft drinks" }
    ],
    excludes: [
      { ar: "الطعام والتزيين", en: "Food and decorations" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "اللقاء في مارينا البطين.", text_en: "Meet at Al Bateen Marina." },
      { title_ar: "الإبحار", title_en: "Cruise", text_ar: "الكورنيش وقصر الإمارات ثم العودة.", text_en: "The Corniche and Emirates Palace, then back." }
    ],
    know_before_you_go: [
      { ar: "السعر لليخت كاملًا حتى عشرة أشخاص.", en: "Price is for the whole yacht, up to ten guests." },
      { ar: "تُطلب الهويات قبل الإبحار.", en: "IDs are required before sailing." }
    ],
    what_to_bring: [
      { ar: "جوازات السفر أو الهويات", en: "Passports or IDs" },
      { ar: "ملابس سباحة", en: "Swimwear" }
    ],
    meeting_point_ar: "مارينا البطين",
    meeting_point_en: "Al Bateen Marina",
    address_ar: "البطين، أبوظبي",
    address_en: "Al Bateen, Abu Dhabi",
    lat: 24.4555,
    lng: 54.3255,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1500,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "honeymoon", "family-outing"],
    best_for: ["families", "couples", "friends"],
    labels: ["private", "free-cancellation"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "abu-dhabi-licensed-guide-day",
    city: "abu-dhabi",
    kind: "guide",
    extraKinds: [],
    title_ar: "مرشد سياحي مرخّص في أبوظبي ليوم كامل",
    title_en: "Licensed Abu Dhabi Guide for a Day",
    summary_ar: "مرشد يرافقك بين الجامع الكبير والسعديات وقصر الحصن وفق برنامجك.",
    summary_en: "A guide who joins you between the Grand Mosque, Saadiyat and Qasr Al Hosn on your own schedule.",
    description_ar: "يرافقك مرشد مرخّص من دائرة الثقافة والسياحة طوال اليوم، ويساعدك في ترتيب الزيارات لتفادي الزحام. يمكن أن يشمل البرنامج قصر الحصن وجامع الشيخ زايد والمتاحف، أو يوم عائلي في جزيرة ياس.",
    description_en: "A guide licensed by the Department of Culture and Tourism stays with you all day and helps time your visits to avoid crowds. The plan can take in Qasr Al Hosn, Sheikh Zayed Grand Mosque and the museums, or a family day on Yas Island.",
    highlights: [
      { ar: "برنامج مرن", en: "Flexible plan" },
      { ar: "ترتيب الزيارات لتفادي الزحام", en: "Visits timed to beat the crowds" },
      { ar: "متاح بعدة لغات", en: "Available in several languages" }
    ],
    includes: [
      { ar: "مرشد لمدة ثماني ساعات", en: "Guide for eight hours" },
      { ar: "تخطيط البرنامج مسبقًا", en: "Advance trip planning" }
    ],
    excludes: [
      { ar: "النقل والتذاكر والوجبات", en: "Transport, tickets and meals" }
    ],
    itinerary: [
      { title_ar: "التخطيط", title_en: "Planning", text_ar: "تحديد المحطات مع المرشد مسبقًا.", text_en: "Agree stops with your guide in advance." },
      { title_ar: "يوم الجولة", title_en: "Tour day", text_ar: "يرافقك المرشد من الفندق.", text_en: "Your guide joins you from the hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر للمرشد لمجموعة حتى ثمانية أشخاص.", en: "Price is per guide, up to eight people." },
      { ar: "يمكن إضافة سيارة مع سائق.", en: "A car with driver can be added." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "لباس محتشم لزيارة الجامع", en: "Modest clothing for the mosque" }
    ],
    meeting_point_ar: "فندقك في أبوظبي",
    meeting_point_en: "Your hotel in Abu Dhabi",
    address_ar: "أبوظبي",
    address_en: "Abu Dhabi",
    lat: 24.4539,
    lng: 54.3773,
    duration_minutes: 480,
    age_min: 0,
    age_max: 99,
    base_price_sar: 850,
    pricing: "per_item",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh", "hi"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "seniors", "couples"],
    labels: ["private", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "dubai-to-abu-dhabi-private-transfer",
    city: "abu-dhabi",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من دبي إلى أبوظبي",
    title_en: "Private Transfer from Dubai to Abu Dhabi",
    summary_ar: "سيارة خاصة من فندقك أو مطار دبي إلى فندقك في أبوظبي في نحو ساعة ونصف.",
    summary_en: "A private car from your Dubai hotel or airport to your Abu Dhabi hotel in about 90 minutes.",
    description_ar: "خيار مريح لمن يجمع المدينتين في رحلة واحدة، إذ يستلمك السائق من فندقك أو من مطار دبي الدولي ويوصلك مباشرة إلى أبوظبي. تتوفر سيارات سيدان وعائلية بسعر ثابت.",
    description_en: "An easy choice when combining both cities on one trip: your driver collects you from your hotel or Dubai International Airport and drives straight to Abu Dhabi. Sedans and family vans at a fixed price.",
    highlights: [
      { ar: "من الباب إلى الباب", en: "Door to door" },
      { ar: "سعر ثابت", en: "Fixed price" },
      { ar: "سيارات عائلية", en: "Family vehicles" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "رسوم الطرق", en: "Road tolls" }
    ],
    excludes: [
      { ar: "التوقفات السياحية", en: "Sightseeing stops" }
    ],
    itinerary: [
      { title_ar: "الاستلام", title_en: "Pickup", text_ar: "من فندقك أو مطار دبي.", text_en: "From your hotel or Dubai airport." },
      { title_ar: "التوصيل", title_en: "Drop-off", text_ar: "نحو ٩٠ دقيقة إلى فندقك في أبوظبي.", text_en: "About 90 minutes to your Abu Dhabi hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر للسيارة حتى ثلاثة ركاب.", en: "Price is per car, up to three passengers." },
      { ar: "أدخل رقم الرحلة عند الاستلام من المطار.", en: "Add your flight number for airport pickups." }
    ],
    what_to_bring: [
      { ar: "عنوان الفندقين", en: "Both hotel addresses" },
      { ar: "رقم الحجز", en: "Booking reference" }
    ],
    meeting_point_ar: "فندقك في دبي أو صالة الوصول في مطار دبي",
    meeting_point_en: "Your Dubai hotel or Dubai airport arrivals",
    address_ar: "فنادق أبوظبي",
    address_en: "Abu Dhabi hotels",
    lat: 24.47,
    lng: 54.37,
    duration_minutes: 90,
    age_min: 0,
    age_max: 99,
    base_price_sar: 450,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  }
];
