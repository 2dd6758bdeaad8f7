// Rihla demo catalog: base experiences in Manama and around Bahrain.

export const manamaExperiences = [
  {
    key: "bahrain-fort-qalat-al-bahrain",
    city: "manama",
    kind: "attraction",
    extraKinds: ["tour"],
    title_ar: "قلعة البحرين ومتحف الموقع",
    title_en: "Bahrain Fort and Site Museum",
    summary_ar: "تلّ أثري شهد أكثر من أربعة آلاف عام من الاستيطان، من حضارة دلمون حتى القلعة البرتغالية.",
    summary_en: "An archaeological tell with over 4,000 years of settlement, from ancient Dilmun to the Portuguese fort.",
    description_ar: "تقف قلعة البحرين على تلّ صنعته طبقات متتالية من المدن منذ حضارة دلمون، وهي مدرجة في قائمة التراث العالمي لليونسكو. يشرح المرشد مراحل الموقع في المتحف المجاور، ثم نصعد إلى أسوار القلعة المطلة على البحر مع اقتراب الغروب.",
    description_en: "Bahrain Fort rises from a mound built up by successive cities since the Dilmun civilisation and is a UNESCO World Heritage Site. Your guide walks you through the layers in the site museum, then we climb the seaward walls as sunset approaches.",
    highlights: [
      { ar: "موقع مدرج في قائمة اليونسكو", en: "UNESCO World Heritage Site" },
      { ar: "آثار حضارة دلمون", en: "Remains of the Dilmun civilisation" },
      { ar: "غروب الشمس من أسوار القلعة", en: "Sunset from the fort walls" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "دخول متحف الموقع", en: "Site museum entry" }
    ],
    excludes: [
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "المتحف", title_en: "Site museum", text_ar: "جولة بين مكتشفات التنقيب.", text_en: "Tour the finds from the excavations." },
      { title_ar: "القلعة", title_en: "The fort", text_ar: "الصعود إلى الأسوار ومشاهدة الغروب.", text_en: "Climb the walls and watch the sunset." }
    ],
    know_before_you_go: [
      { ar: "الموقع مكشوف، فالأفضل زيارته عصرًا.", en: "The site is exposed; late afternoon is best." },
      { ar: "بعض الممرات غير مستوية.", en: "Some paths are uneven." }
    ],
    what_to_bring: [
      { ar: "قبعة وماء", en: "Hat and water" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "مدخل متحف موقع قلعة البحرين",
    meeting_point_en: "Bahrain Fort site museum entrance",
    address_ar: "كرباباد، شمال البحرين",
    address_en: "Karbabad, north Bahrain",
    lat: 26.2336,
    lng: 50.5203,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 60,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "couples", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "muharraq-pearling-path-walk",
    city: "manama",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة طريق اللؤلؤ في المحرق",
    title_en: "Muharraq Pearling Path Walk",
    summary_ar: "امشِ على خطى تجار اللؤلؤ والغواصين بين بيوت المحرق المرممة، من الموقع المدرج في اليونسكو.",
    summary_en: "Follow the footsteps of pearl merchants and divers through Muharraq's restored houses on a UNESCO-listed trail.",
    description_ar: "يمتد طريق اللؤلؤ نحو ثلاثة كيلومترات ونصف بين بيوت التجار والغواصين والمساجد القديمة في المحرق، ويروي قصة الاقتصاد الذي قامت عليه البحرين قرونًا. نزور بيت سيادي وبيت الشيخ إبراهيم، ونختم في سوق القيصرية بكوب شاي.",
    description_en: "The Pearling Path runs about 3.5 km past merchants' and divers' houses and old mosques in Muharraq, telling the story of the economy Bahrain was built on for centuries. We visit Siyadi House and Sheikh Ebrahim Center, finishing with tea in the Qaisariya souq.",
    highlights: [
      { ar: "بيت سيادي لتاجر اللؤلؤ", en: "Siyadi House, a pearl merchant's home" },
      { ar: "عمارة المحرق المرممة", en: "Restored Muharraq architecture" },
      { ar: "سوق القيصرية", en: "The Qaisariya souq" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "رسوم الدخول", en: "Entry fees" },
      { ar: "شاي وحلوى بحرينية", en: "Tea and Bahraini halwa" }
    ],
    excludes: [
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "مركز الزوار", title_en: "Visitor centre", text_ar: "مقدمة عن تاريخ الغوص على اللؤلؤ.", text_en: "An introduction to pearl diving history." },
      { title_ar: "البيوت التاريخية", title_en: "Historic houses", text_ar: "جولة في البيوت والمساجد على الطريق.", text_en: "Visit houses and mosques along the path." },
      { title_ar: "السوق", title_en: "The souq", text_ar: "الختام في سوق القيصرية.", text_en: "Finish in the Qaisariya souq." }
    ],
    know_before_you_go: [
      { ar: "بعض البيوت تغلق يوم الاثنين.", en: "Some houses close on Mondays." },
      { ar: "الجولة سيرًا على الأقدام.", en: "The tour is on foot." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "ماء", en: "Water" }
    ],
    meeting_point_ar: "مركز زوار طريق اللؤلؤ، المحرق",
    meeting_point_en: "Pearling Path visitor centre, Muharraq",
    address_ar: "المحرق، البحرين",
    address_en: "Muharraq, Bahrain",
    lat: 26.257,
    lng: 50.613,
    duration_minutes: 150,
    age_min: 6,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing"],
    best_for: ["couples", "solo", "seniors"],
    labels: ["free-cancellation", "new"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "bahrain-national-museum",
    city: "manama",
    kind: "attraction",
    extraKinds: [],
    title_ar: "متحف البحرين الوطني",
    title_en: "Bahrain National Museum",
    summary_ar: "خمسة آلاف عام من تاريخ البحرين، من مدافن دلمون إلى الحياة التقليدية.",
    summary_en: "Five thousand years of Bahraini history, from Dilmun burial mounds to traditional life.",
    description_ar: "يقع المتحف على الواجهة البحرية في المنامة، ويضم قاعات تعرض مدافن دلمون والكتابات المسمارية والحرف والعادات البحرينية. زيارة مثالية لفهم تاريخ الجزيرة قبل جولاتك الأخرى.",
    description_en: "On Manama's waterfront, the museum's halls cover Dilmun burial mounds, cuneiform texts, and Bahraini crafts and customs. An ideal first stop to understand the island before your other tours.",
    highlights: [
      { ar: "قاعة مدافن دلمون", en: "The Dilmun burial mounds hall" },
      { ar: "قاعة العادات والتقاليد", en: "Customs and traditions hall" },
      { ar: "إطلالة على الواجهة البحرية", en: "Waterfront setting" }
    ],
    includes: [
      { ar: "تذكرة الدخول", en: "Admission" },
      { ar: "دليل مطبوع للقاعات", en: "Printed gallery guide" }
    ],
    excludes: [
      { ar: "النقل والمرشد", en: "Transport and guide" }
    ],
    itinerary: [
      { title_ar: "القاعات", title_en: "The halls", text_ar: "جولة ذاتية لمدة ساعة ونصف.", text_en: "A 90-minute self-guided visit." },
      { title_ar: "المقهى", title_en: "The cafe", text_ar: "استراحة مطلة على البحر.", text_en: "A break with sea views." }
    ],
    know_before_you_go: [
      { ar: "يغلق المتحف يوم الثلاثاء.", en: "Closed on Tuesdays." },
      { ar: "مناسب لجميع الأعمار.", en: "Suitable for all ages." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مدخل متحف البحرين الوطني",
    meeting_point_en: "Bahrain National Museum entrance",
    address_ar: "شارع الفاتح، المنامة",
    address_en: "Al Fateh Highway, Manama",
    lat: 26.2412,
    lng: 50.6034,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 40,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "kids"],
    labels: ["instant-confirmation", "family-friendly"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "tree-of-life-first-oil-well-tour",
    city: "manama",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة شجرة الحياة وأول بئر نفط في الخليج",
    title_en: "Tree of Life and First Oil Well Tour",
    summary_ar: "شجرة وحيدة عمرها أكثر من أربعمئة عام وسط الصحراء، وأول بئر نفط في الخليج العربي.",
    summary_en: "A lone tree over 400 years old in the desert, and the first oil well on the Arabian side of the Gulf.",
    description_ar: "تقف شجرة الحياة خضراء وسط صحراء جنوب البحرين دون مصدر ماء ظاهر، ويقدر عمرها بأكثر من أربعة قرون. في الطريق نزور البئر رقم واحد ومتحف النفط عند جبل الدخان، حيث تدفق النفط لأول مرة عام ١٩٣٢.",
    description_en: "The Tree of Life stands green in the southern Bahraini desert with no visible water source, and is thought to be over four centuries old. On the way we visit Well No. 1 and the Oil Museum at Jebel Dukhan, where oil first flowed in 1932.",
    highlights: [
      { ar: "شجرة الحياة المعمرة", en: "The ancient Tree of Life" },
      { ar: "البئر رقم واحد ومتحف النفط", en: "Well No. 1 and the Oil Museum" },
      { ar: "جبل الدخان، أعلى نقطة في البحرين", en: "Jebel Dukhan, Bahrain's highest point" }
    ],
    includes: [
      { ar: "النقل من الفندق", en: "Hotel transport" },
      { ar: "مرشد", en: "Guide" },
      { ar: "مياه ووجبة خفيفة", en: "Water and snacks" }
    ],
    excludes: [
      { ar: "الغداء", en: "Lunch" }
    ],
    itinerary: [
      { title_ar: "متحف النفط", title_en: "Oil Museum", text_ar: "زيارة البئر الأولى والمتحف.", text_en: "Visit the first well and the museum." },
      { title_ar: "شجرة الحياة", title_en: "Tree of Life", text_ar: "وقت للتصوير وقصة الشجرة.", text_en: "Photo time and the tree's story." }
    ],
    know_before_you_go: [
      { ar: "الحرارة مرتفعة صيفًا، والأفضل زيارتها شتاءً.", en: "Very hot in summer; winter is best." },
      { ar: "الموقع في منطقة صحراوية مفتوحة.", en: "The site is in open desert." }
    ],
    what_to_bring: [
      { ar: "قبعة ونظارة شمسية", en: "Hat and sunglasses" },
      { ar: "واقي شمس", en: "Sunscreen" }
    ],
    meeting_point_ar: "الاستلام من فندقك في المنامة",
    meeting_point_en: "Pickup from your Manama hotel",
    address_ar: "جنوب البحرين",
    address_en: "Southern Bahrain",
    lat: 25.9943,
    lng: 50.5833,
    duration_minutes: 240,
    age_min: 0,
    age_max: 99,
    base_price_sar: 250,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "hi"],
    occasions: ["family-outing"],
    best_for: ["families", "solo", "couples"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "afternoon",
    theme: "desert"
  },
  {
    key: "bahrain-international-circuit-drive",
    city: "manama",
    kind: "activity",
    extraKinds: [],
    title_ar: "تجربة القيادة على حلبة البحرين الدولية",
    title_en: "Bahrain International Circuit Drive Experience",
    summary_ar: "قُد سيارة رياضية على حلبة سباق الفورمولا ١ بإشراف مدرب محترف.",
    summary_en: "Drive a sports car on the Formula 1 track with a professional instructor.",
    description_ar: "بعد جلسة تعريفية بقواعد الحلبة ومسار القيادة المثالي، تجلس خلف مقود سيارة رياضية لثلاث لفات على حلبة البحرين الدولية. يجلس المدرب بجوارك طوال الوقت، ويمكن أن تبدأ بلفة استكشافية يقود فيها المدرب.",
    description_en: "After a briefing on track rules and the racing line, you take the wheel of a sports car for three laps of the Bahrain International Circuit. Your instructor sits beside you throughout, and you can start with a sighting lap driven by the pro.",
    highlights: [
      { ar: "القيادة على حلبة الفورمولا ١", en: "Drive the Formula 1 track" },
      { ar: "ثلاث لفات مع مدرب", en: "Three laps with an instructor" },
      { ar: "شهادة مشاركة", en: "Participation certificate" }
    ],
    includes: [
      { ar: "السيارة والخوذة والتأمين", en: "Car, helmet and insurance" },
      { ar: "جلسة تعريفية", en: "Briefing session" },
      { ar: "ثلاث لفات قيادة", en: "Three driving laps" }
    ],
    excludes: [
      { ar: "فيديو اللفات", en: "In-car video" }
    ],
    itinerary: [
      { title_ar: "الإحاطة", title_en: "Briefing", text_ar: "شرح المسار وقواعد السلامة.", text_en: "Track and safety briefing." },
      { title_ar: "القيادة", title_en: "Driving", text_ar: "ثلاث لفات مع المدرب.", text_en: "Three laps with your instructor." }
    ],
    know_before_you_go: [
      { ar: "يلزم رخصة قيادة سارية وعمر ١٨ عامًا فأكثر.", en: "A valid driving licence and age 18+ required." },
      { ar: "قد تتغير المواعيد في أسابيع السباقات.", en: "Timings may change during race weeks." }
    ],
    what_to_bring: [
      { ar: "رخصة القيادة", en: "Driving licence" },
      { ar: "حذاء مغلق بنعل رقيق", en: "Closed, thin-soled shoes" }
    ],
    meeting_point_ar: "مبنى الضيافة، حلبة البحرين الدولية",
    meeting_point_en: "Hospitality building, Bahrain International Circuit",
    address_ar: "الصخير، البحرين",
    address_en: "Sakhir, Bahrain",
    lat: 26.0325,
    lng: 50.5106,
    duration_minutes: 120,
    age_min: 18,
    age_max: 70,
    base_price_sar: 900,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "team-building"],
    best_for: ["friends", "solo", "couples"],
    labels: ["likely-to-sell-out", "new"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "bab-al-bahrain-manama-souq-walk",
    city: "manama",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة باب البحرين وسوق المنامة",
    title_en: "Bab Al Bahrain and Manama Souq Walk",
    summary_ar: "من البوابة التاريخية إلى أسواق الذهب والتوابل والحلوى البحرينية في قلب المنامة.",
    summary_en: "From the historic gateway to the gold, spice and halwa stalls in the heart of Manama.",
    description_ar: "بُني باب البحرين عام ١٩٤٩ على ساحل المنامة القديم قبل أن يتقدم البحر بالردم، وهو اليوم مدخل السوق الشعبي. نتجول بين محلات الذهب والأقمشة والتوابل، ونتذوق الحلوى البحرينية من أحد أقدم المحلات.",
    description_en: "Bab Al Bahrain was built in 1949 on Manama's old shoreline before land reclamation pushed the sea back, and today it is the gateway to the souq. We wander among gold, fabric and spice shops and taste Bahraini halwa from one of the oldest makers.",
    highlights: [
      { ar: "باب البحرين التاريخي", en: "The historic Bab Al Bahrain" },
      { ar: "سوق الذهب", en: "The gold souq" },
      { ar: "تذوق الحلوى البحرينية", en: "Bahraini halwa tasting" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "تذوق الحلوى والقهوة", en: "Halwa and coffee tasting" }
    ],
    excludes: [
      { ar: "المشتريات", en: "Shopping" }
    ],
    itinerary: [
      { title_ar: "باب البحرين", title_en: "Bab Al Bahrain", text_ar: "قصة البوابة والساحل القديم.", text_en: "The story of the gate and the old shoreline." },
      { title_ar: "السوق", title_en: "The souq", text_ar: "جولة في الأسواق وتذوق الحلوى.", text_en: "A souq walk and halwa tasting." }
    ],
    know_before_you_go: [
      { ar: "أفضل وقت بعد العصر.", en: "Best in the late afternoon." },
      { ar: "بعض المحلات تقبل النقد فقط.", en: "Some shops take cash only." }
    ],
    what_to_bring: [
      { ar: "نقود", en: "Cash" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "أمام باب البحرين",
    meeting_point_en: "In front of Bab Al Bahrain",
    address_ar: "شارع الحكومة، المنامة",
    address_en: "Government Avenue, Manama",
    lat: 26.2361,
    lng: 50.5767,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "solo", "seniors"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "evening",
    theme: "city"
  },
  {
    key: "bahrain-pearl-diving-experience",
    city: "manama",
    kind: "activity",
    extraKinds: ["cruise"],
    title_ar: "تجربة الغوص على اللؤلؤ في البحرين",
    title_en: "Bahrain Pearl Diving Experience",
    summary_ar: "أبحر إلى مغاصات اللؤلؤ التاريخية، واجمع المحار بنفسك، واحتفظ بما تجده من لآلئ طبيعية.",
    summary_en: "Sail to historic pearl beds, gather oysters yourself and keep any natural pearls you find.",
    description_ar: "البحرين من الأماكن القليلة التي ما زال فيها الغوص على اللؤلؤ الطبيعي ممكنًا بتصريح رسمي. ينطلق القارب إلى مغاص ضحل حيث تغوص بالسنوركل أو بمعدات الغوص لجمع المحار، ثم تفتحه على متن القارب مع الطاقم على أمل أن تجد لؤلؤتك.",
    description_en: "Bahrain is one of the few places where diving for natural pearls is still possible under an official permit. The boat heads to a shallow pearl bed where you snorkel or dive to gather oysters, then open them on board with the crew in hope of finding your own pearl.",
    highlights: [
      { ar: "غوص بتصريح رسمي", en: "Officially permitted pearl diving" },
      { ar: "فتح المحار على متن القارب", en: "Open your oysters on board" },
      { ar: "تحتفظ بما تجده من لآلئ", en: "Keep any pearls you find" }
    ],
    includes: [
      { ar: "رحلة القارب", en: "Boat trip" },
      { ar: "معدات الغطس وتصريح الغوص", en: "Snorkel gear and diving permit" },
      { ar: "مشرف غوص", en: "Dive supervisor" }
    ],
    excludes: [
      { ar: "فحص اللؤلؤ وتوثيقه في المختبر", en: "Laboratory pearl certification" }
    ],
    itinerary: [
      { title_ar: "الإبحار", title_en: "Sailing", text_ar: "رحلة قصيرة إلى المغاص.", text_en: "A short ride to the pearl bed." },
      { title_ar: "الغوص", title_en: "Diving", text_ar: "جمع المحار بإشراف الطاقم.", text_en: "Gather oysters with the crew." },
      { title_ar: "فتح المحار", title_en: "Opening the oysters", text_ar: "البحث عن اللؤلؤ على متن القارب.", text_en: "Search for pearls on board." }
    ],
    know_before_you_go: [
      { ar: "العثور على اللؤلؤ غير مضمون.", en: "Finding a pearl is not guaranteed." },
      { ar: "يلزم إتقان السباحة.", en: "You need to be a confident swimmer." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "الهوية أو جواز السفر", en: "ID or passport" }
    ],
    meeting_point_ar: "مرسى المحرق",
    meeting_point_en: "Muharraq marina",
    address_ar: "المحرق، البحرين",
    address_en: "Muharraq, Bahrain",
    lat: 26.27,
    lng: 50.63,
    duration_minutes: 240,
    age_min: 12,
    age_max: 65,
    base_price_sar: 650,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["birthday", "team-building"],
    best_for: ["friends", "couples", "solo"],
    labels: ["new", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "bahrain-licensed-guide-day",
    city: "manama",
    kind: "guide",
    extraKinds: [],
    title_ar: "مرشد سياحي مرخّص في البحرين ليوم كامل",
    title_en: "Licensed Bahrain Guide for a Day",
    summary_ar: "مرشد بحريني يرافقك بين القلاع والمتاحف والأسواق بحسب اهتماماتك.",
    summary_en: "A Bahraini guide to join you among forts, museums and souqs, shaped around your interests.",
    description_ar: "البحرين صغيرة المساحة غنية بالتاريخ، ويساعدك المرشد على رؤية أكثر ما يمكن في يوم واحد دون عجلة. يمكن أن يشمل البرنامج قلعة البحرين وطريق اللؤلؤ والمتحف الوطني وجامع الفاتح، أو يومًا عائليًا مع الأطفال.",
    description_en: "Bahrain is small but rich in history, and your guide helps you see as much as possible in a day without rushing. The plan might cover Bahrain Fort, the Pearling Path, the National Museum and Al Fateh Mosque, or a family day with the kids.",
    highlights: [
      { ar: "برنامج مرن", en: "Flexible plan" },
      { ar: "مرشد من أبناء البحرين", en: "Bahraini guide" },
      { ar: "مناسب لزوار الجسر ليوم واحد", en: "Great for causeway day-trippers" }
    ],
    includes: [
      { ar: "مرشد لمدة ثماني ساعات", en: "Guide for eight hours" },
      { ar: "تخطيط البرنامج مسبقًا", en: "Advance trip planning" }
    ],
    excludes: [
      { ar: "النقل والتذاكر والوجبات", en: "Transport, tickets and meals" }
    ],
    itinerary: [
      { title_ar: "التخطيط", title_en: "Planning", text_ar: "تحديد البرنامج مع المرشد.", text_en: "Agree the plan with your guide." },
      { title_ar: "يوم الجولة", title_en: "Tour day", text_ar: "يلتقيك المرشد في الفندق أو عند الجسر.", text_en: "Your guide meets you at the hotel or the causeway." }
    ],
    know_before_you_go: [
      { ar: "السعر للمرشد لمجموعة حتى ثمانية أشخاص.", en: "Price is per guide, up to eight people." },
      { ar: "يمكن إضافة سيارة مع سائق.", en: "A car with driver can be added." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "قائمة اهتماماتك", en: "A list of your interests" }
    ],
    meeting_point_ar: "فندقك في المنامة",
    meeting_point_en: "Your hotel in Manama",
    address_ar: "المنامة، البحرين",
    address_en: "Manama, Bahrain",
    lat: 26.2285,
    lng: 50.586,
    duration_minutes: 480,
    age_min: 0,
    age_max: 99,
    base_price_sar: 800,
    pricing: "per_item",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "hi"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "seniors", "couples"],
    labels: ["private", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  }
];
