// Rihla demo catalog: base experiences in Kuwait City.

export const kuwaitCityExperiences = [
  {
    key: "kuwait-towers-observation-sphere",
    city: "kuwait-city",
    kind: "attraction",
    extraKinds: [],
    title_ar: "منصة المشاهدة في أبراج الكويت",
    title_en: "Kuwait Towers Observation Sphere",
    summary_ar: "اصعد إلى الكرة الدوّارة في أبراج الكويت، رمز البلاد المطل على الخليج العربي.",
    summary_en: "Ride up to the revolving sphere of the Kuwait Towers, the national icon above the Arabian Gulf.",
    description_ar: "افتُتحت أبراج الكويت عام ١٩٧٩، وتكسو كراتها آلاف الأقراص الملونة بالأزرق والأخضر. تدور منصة المشاهدة دورة كاملة كل نصف ساعة تقريبًا، لتطل على الواجهة البحرية وأفق المدينة، وتتوفر فيها مقاهٍ للاستراحة.",
    description_en: "Opened in 1979, the Kuwait Towers are clad in thousands of blue and green discs. The observation sphere turns a full circle roughly every half hour, taking in the waterfront and city skyline, with cafes to relax in.",
    highlights: [
      { ar: "منصة دوّارة بإطلالة ٣٦٠ درجة", en: "A revolving 360-degree deck" },
      { ar: "رمز الكويت المعماري", en: "Kuwait's architectural icon" },
      { ar: "مقهى بإطلالة على الخليج", en: "Cafe with Gulf views" }
    ],
    includes: [
      { ar: "تذكرة الصعود إلى منصة المشاهدة", en: "Observation sphere ticket" },
      { ar: "البقاء على المنصة الدوّارة دون حد زمني", en: "No time limit on the revolving deck" }
    ],
    excludes: [
      { ar: "الطعام والمشروبات", en: "Food and drinks" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Going up", text_ar: "المصعد إلى الكرة العلوية.", text_en: "Lift to the upper sphere." },
      { title_ar: "المنصة", title_en: "The deck", text_ar: "دورة كاملة مع الإطلالة.", text_en: "A full rotation with the view." }
    ],
    know_before_you_go: [
      { ar: "الزحام أكبر في عطلة نهاية الأسبوع مساءً.", en: "Weekend evenings are busiest." },
      { ar: "قد تُغلق المنصة في الرياح الشديدة.", en: "The deck may close in strong winds." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مدخل أبراج الكويت",
    meeting_point_en: "Kuwait Towers entrance",
    address_ar: "شارع الخليج العربي، دسمان، مدينة الكويت",
    address_en: "Arabian Gulf Street, Dasman, Kuwait City",
    lat: 29.3897,
    lng: 48.0033,
    duration_minutes: 60,
    age_min: 0,
    age_max: 99,
    base_price_sar: 40,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "couples", "kids"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "evening",
    theme: "city"
  },
  {
    key: "souq-al-mubarakiya-food-walk",
    city: "kuwait-city",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة تذوق في سوق المباركية",
    title_en: "Souq Al Mubarakiya Food Walk",
    summary_ar: "أقدم أسواق الكويت، بين محلات التمور والتوابل ومطاعم الأكلات الشعبية.",
    summary_en: "Kuwait's oldest souq, among date and spice shops and traditional eateries.",
    description_ar: "كان سوق المباركية قلب الحياة التجارية في الكويت قبل النفط، ولا يزال يجمع الأهالي والزوار. يأخذك المرشد في جولة تذوق بين التمور والحلويات والتوابل، ثم تجلس في مطعم شعبي لتذوق المطبق والمشاوي مع الشاي.",
    description_en: "Souq Al Mubarakiya was the heart of Kuwaiti trade before oil and still draws locals and visitors alike. Your guide leads a tasting walk among dates, sweets and spices, then you sit down at a traditional eatery for mutabbaq and grills with tea.",
    highlights: [
      { ar: "تذوق التمور والحلويات", en: "Date and sweet tastings" },
      { ar: "وجبة في مطعم شعبي", en: "A meal at a traditional eatery" },
      { ar: "قصص التجارة القديمة", en: "Stories of the old trade" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "تذوق الأطعمة ووجبة شعبية", en: "Tastings and a traditional meal" }
    ],
    excludes: [
      { ar: "المشتريات", en: "Shopping" }
    ],
    itinerary: [
      { title_ar: "الأسواق", title_en: "The markets", text_ar: "جولة بين محلات التمور والتوابل.", text_en: "Walk through the date and spice shops." },
      { title_ar: "الوجبة", title_en: "The meal", text_ar: "جلسة في مطعم شعبي.", text_en: "Sit down at a traditional eatery." }
    ],
    know_before_you_go: [
      { ar: "أبلغنا بأي حساسية غذائية عند الحجز.", en: "Tell us about food allergies when booking." },
      { ar: "الجولة مناسبة للعائلات.", en: "Family friendly." }
    ],
    what_to_bring: [
      { ar: "شهية مفتوحة", en: "An appetite" },
      { ar: "نقود للمشتريات", en: "Cash for purchases" }
    ],
    meeting_point_ar: "المدخل الرئيسي لسوق المباركية",
    meeting_point_en: "Souq Al Mubarakiya main entrance",
    address_ar: "المباركية، مدينة الكويت",
    address_en: "Al Mubarakiya, Kuwait City",
    lat: 29.3718,
    lng: 47.9719,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 140,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "hi"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "friends", "solo"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "evening",
    theme: "heritage"
  },
  {
    key: "kuwait-grand-mosque-guided-tour",
    city: "kuwait-city",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة مصحوبة في المسجد الكبير بالكويت",
    title_en: "Grand Mosque of Kuwait Guided Tour",
    summary_ar: "أكبر مساجد الكويت، بقبته المزخرفة وزخارفه الأندلسية وخطوطه العربية.",
    summary_en: "Kuwait's largest mosque, with its decorated dome, Andalusian motifs and Arabic calligraphy.",
    description_ar: "افتُتح المسجد الكبير عام ١٩٨٦، وتزين قاعته الرئيسية قبة ضخمة مكتوب عليها أسماء الله الحسنى. تقدّم إدارة المسجد جولات تعريفية للزوار من مختلف الثقافات، ويشرح المرشد العمارة والخط العربي وآداب المسجد.",
    description_en: "Opened in 1986, the Grand Mosque's main hall is crowned by a huge dome inscribed with the 99 names of God. The mosque runs introductory tours for visitors of all backgrounds, and your guide explains the architecture, calligraphy and mosque etiquette.",
    highlights: [
      { ar: "القبة المزخرفة بأسماء الله الحسنى", en: "The dome inscribed with the 99 names" },
      { ar: "زخارف أندلسية", en: "Andalusian-style decoration" },
      { ar: "جولة مفتوحة للجميع", en: "Tours open to all visitors" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel transport" },
      { ar: "مرشد", en: "Guide" }
    ],
    excludes: [
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "الاستقبال", title_en: "Welcome", text_ar: "الدخول عبر مكتب الزوار.", text_en: "Enter via the visitors' office." },
      { title_ar: "الجولة", title_en: "The tour", text_ar: "القاعة الرئيسية والأروقة.", text_en: "The main hall and arcades." }
    ],
    know_before_you_go: [
      { ar: "لا تُقام الجولات أثناء الصلاة ويوم الجمعة.", en: "No tours during prayers or on Fridays." },
      { ar: "يلزم لباس محتشم، وتتوفر عباءات للنساء.", en: "Modest dress required; abayas are available for women." }
    ],
    what_to_bring: [
      { ar: "لباس محتشم", en: "Modest clothing" },
      { ar: "الهوية", en: "ID" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الكويت",
    meeting_point_en: "Pickup from your Kuwait hotel",
    address_ar: "شارع الخليج العربي، مدينة الكويت",
    address_en: "Arabian Gulf Street, Kuwait City",
    lat: 29.3789,
    lng: 47.9826,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["seniors", "families", "solo"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "failaka-island-boat-trip",
    city: "kuwait-city",
    kind: "cruise",
    extraKinds: ["tour"],
    title_ar: "رحلة بحرية إلى جزيرة فيلكا",
    title_en: "Failaka Island Boat Trip",
    summary_ar: "أبحر إلى جزيرة فيلكا لاستكشاف آثارها الإغريقية وقريتها القديمة وشواطئها الهادئة.",
    summary_en: "Sail to Failaka Island to explore its Hellenistic ruins, old village and quiet beaches.",
    description_ar: "تقع فيلكا على بعد نحو عشرين كيلومترًا من الساحل، وتحمل آثارًا من حضارة دلمون والحقبة الهلنستية. يصل القارب خلال ساعة تقريبًا، ثم تتجول مع المرشد بين المعبد الإغريقي والبيوت القديمة قبل وقت حر على الشاطئ.",
    description_en: "Failaka lies about 20 km off the coast, with traces of Dilmun and the Hellenistic era. The boat takes about an hour, then you explore the Greek temple and old houses with a guide before free time on the beach.",
    highlights: [
      { ar: "المعبد الإغريقي", en: "The Hellenistic temple" },
      { ar: "القرية القديمة", en: "The old village" },
      { ar: "شواطئ هادئة", en: "Quiet beaches" }
    ],
    includes: [
      { ar: "القارب ذهابًا وإيابًا", en: "Return boat" },
      { ar: "مرشد على الجزيرة", en: "Island guide" },
      { ar: "غداء خفيف", en: "Light lunch" }
    ],
    excludes: [
      { ar: "الأنشطة المائية المدفوعة", en: "Paid water sports" }
    ],
    itinerary: [
      { title_ar: "الإبحار", title_en: "Sailing", text_ar: "رحلة ساعة إلى الجزيرة.", text_en: "An hour's sail to the island." },
      { title_ar: "الآثار", title_en: "The ruins", text_ar: "جولة بين المواقع الأثرية.", text_en: "Tour the archaeological sites." },
      { title_ar: "الشاطئ", title_en: "The beach", text_ar: "غداء ووقت حر ثم العودة.", text_en: "Lunch and free time, then back." }
    ],
    know_before_you_go: [
      { ar: "قد تُلغى الرحلة عند ارتفاع الموج مع استرداد كامل.", en: "May be cancelled in rough seas with a full refund." },
      { ar: "الظل محدود على الجزيرة.", en: "Shade is limited on the island." }
    ],
    what_to_bring: [
      { ar: "قبعة وواقي شمس", en: "Hat and sunscreen" },
      { ar: "ملابس سباحة", en: "Swimwear" }
    ],
    meeting_point_ar: "مرسى رحلات فيلكا، السالمية",
    meeting_point_en: "Failaka ferry pier, Salmiya",
    address_ar: "جزيرة فيلكا، الكويت",
    address_en: "Failaka Island, Kuwait",
    lat: 29.4367,
    lng: 48.33,
    duration_minutes: 420,
    age_min: 0,
    age_max: 99,
    base_price_sar: 350,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "friends", "seniors"],
    labels: ["new", "free-cancellation"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "sheikh-abdullah-al-salem-cultural-centre",
    city: "kuwait-city",
    kind: "attraction",
    extraKinds: [],
    title_ar: "مركز الشيخ عبدالله السالم الثقافي",
    title_en: "Sheikh Abdullah Al Salem Cultural Centre",
    summary_ar: "من أكبر مجمعات المتاحف في العالم، بمتاحف للعلوم والتاريخ الطبيعي والفضاء.",
    summary_en: "One of the world's largest museum complexes, with galleries on science, natural history and space.",
    description_ar: "يضم المركز متاحف متعددة، منها متحف التاريخ الطبيعي بهياكل الديناصورات، ومتحف العلوم والتكنولوجيا، ومتحف الفضاء، والتاريخ الإسلامي. تصميم تفاعلي يجعله وجهة مثالية للعائلات والأطفال.",
    description_en: "The centre houses several museums, including natural history with dinosaur skeletons, science and technology, space and Islamic history. Its interactive design makes it ideal for families and children.",
    highlights: [
      { ar: "هياكل الديناصورات", en: "Dinosaur skeletons" },
      { ar: "معروضات علمية تفاعلية", en: "Interactive science exhibits" },
      { ar: "متحف الفضاء", en: "Space museum" }
    ],
    includes: [
      { ar: "تذكرة دخول المتاحف", en: "Museum admission" },
      { ar: "خريطة المركز ودليل المتاحف", en: "Centre map and museum guide" }
    ],
    excludes: [
      { ar: "العروض الخاصة والنقل", en: "Special shows and transport" }
    ],
    itinerary: [
      { title_ar: "المتاحف", title_en: "The museums", text_ar: "جولة ذاتية بين المتاحف.", text_en: "Self-guided visit of the museums." },
      { title_ar: "الحدائق", title_en: "Gardens", text_ar: "استراحة في الساحات الخارجية.", text_en: "A break in the outdoor plazas." }
    ],
    know_before_you_go: [
      { ar: "يحتاج المركز إلى ثلاث ساعات على الأقل.", en: "Allow at least three hours." },
      { ar: "أيام الإغلاق تختلف حسب الموسم.", en: "Closing days vary by season." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "المدخل الرئيسي للمركز",
    meeting_point_en: "Main entrance of the centre",
    address_ar: "شارع الخليج العربي، شرق، مدينة الكويت",
    address_en: "Arabian Gulf Street, Sharq, Kuwait City",
    lat: 29.3847,
    lng: 48.0106,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 40,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["kids", "families", "solo"],
    labels: ["family-friendly", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "salmiya-jet-ski-ride",
    city: "kuwait-city",
    kind: "jetski",
    extraKinds: [],
    title_ar: "دباب بحري على ساحل السالمية",
    title_en: "Salmiya Coast Jet Ski",
    summary_ar: "ثلاثون دقيقة على الدباب البحري مع إطلالة على أبراج الكويت من البحر.",
    summary_en: "Thirty minutes on a jet ski with a sea view of the Kuwait Towers.",
    description_ar: "تنطلق من مرسى السالمية في منطقة مخصصة للدبابات، ويمكنك التوجه نحو أبراج الكويت لمشاهدتها من البحر. المدرب يرافقك، والمياه هادئة غالبًا في الصباح.",
    description_en: "Ride out from Salmiya marina in a designated zone, heading towards the Kuwait Towers to see them from the water. An instructor is with you, and the sea is usually calm in the morning.",
    highlights: [
      { ar: "أبراج الكويت من البحر", en: "The Kuwait Towers from the sea" },
      { ar: "دبابات حديثة", en: "Modern jet skis" },
      { ar: "مناسب للمبتدئين", en: "Beginner friendly" }
    ],
    includes: [
      { ar: "دباب لمدة ٣٠ دقيقة مع الوقود", en: "30-minute jet ski with fuel" },
      { ar: "سترة نجاة", en: "Life jacket" }
    ],
    excludes: [
      { ar: "التصوير", en: "Photos" }
    ],
    itinerary: [
      { title_ar: "الإحاطة", title_en: "Briefing", text_ar: "شرح السلامة.", text_en: "Safety briefing." },
      { title_ar: "الجولة", title_en: "The ride", text_ar: "ثلاثون دقيقة على الماء.", text_en: "Thirty minutes on the water." }
    ],
    know_before_you_go: [
      { ar: "السعر لكل دباب ويتسع لشخصين.", en: "Price is per ski, up to two riders." },
      { ar: "قائد الدباب ١٨ عامًا فأكثر.", en: "Drivers must be 18 or older." }
    ],
    what_to_bring: [
      { ar: "ملابس تتحمل البلل", en: "Clothes you can get wet" },
      { ar: "الهوية المدنية أو جواز السفر", en: "Civil ID or passport" }
    ],
    meeting_point_ar: "مرسى السالمية",
    meeting_point_en: "Salmiya marina",
    address_ar: "شارع الخليج العربي، السالمية",
    address_en: "Arabian Gulf Street, Salmiya",
    lat: 29.3407,
    lng: 48.0845,
    duration_minutes: 30,
    age_min: 8,
    age_max: 65,
    base_price_sar: 250,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "team-building"],
    best_for: ["friends", "couples", "solo"],
    labels: ["instant-confirmation", "new"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "kuwait-airport-transfer",
    city: "kuwait-city",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار الكويت الدولي",
    title_en: "Private Kuwait International Airport Transfer",
    summary_ar: "سائق بانتظارك في صالة الوصول ليوصلك إلى فندقك في مدينة الكويت أو السالمية.",
    summary_en: "A driver waiting in arrivals to take you to your hotel in Kuwait City or Salmiya.",
    description_ar: "يبعد المطار نحو عشرين دقيقة عن وسط المدينة، ويتابع السائق رحلتك ليكون بانتظارك في الوقت المناسب. سيارات حديثة ومكيفة بسعر ثابت، مع خيار السيارات العائلية.",
    description_en: "The airport is about 20 minutes from the city centre, and your driver tracks your flight to be there on time. Modern air-conditioned cars at a fixed price, with family vehicles available.",
    highlights: [
      { ar: "متابعة الرحلة", en: "Flight tracking" },
      { ar: "سعر ثابت", en: "Fixed price" },
      { ar: "متاح على مدار الساعة", en: "Available 24/7" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "انتظار مجاني لمدة ٦٠ دقيقة", en: "60 minutes of free waiting" }
    ],
    excludes: [
      { ar: "التوقفات الإضافية", en: "Extra stops" }
    ],
    itinerary: [
      { title_ar: "الاستقبال", title_en: "Welcome", text_ar: "يلتقيك السائق عند بوابة الوصول.", text_en: "Your driver meets you at the arrivals gate." },
      { title_ar: "التوصيل", title_en: "The drive", text_ar: "نحو عشرين دقيقة إلى فندقك.", text_en: "About 20 minutes to your hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر للسيارة حتى ثلاثة ركاب.", en: "Price is per car, up to three passengers." },
      { ar: "أدخل رقم الرحلة عند الحجز.", en: "Add your flight number when booking." }
    ],
    what_to_bring: [
      { ar: "رقم الحجز", en: "Booking reference" },
      { ar: "عنوان الفندق", en: "Hotel address" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الكويت الدولي",
    meeting_point_en: "Arrivals hall, Kuwait International Airport",
    address_ar: "مطار الكويت الدولي، الفروانية",
    address_en: "Kuwait International Airport, Farwaniya",
    lat: 29.2266,
    lng: 47.9689,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "night",
    theme: "city"
  }
];
