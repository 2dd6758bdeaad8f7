// Rihla demo catalog: base experiences in Al Khobar and the Eastern Province.

export const alKhobarExperiences = [
  {
    key: "ithra-dhahran-visit",
    city: "al-khobar",
    kind: "attraction",
    extraKinds: [],
    title_ar: "زيارة إثراء في الظهران",
    title_en: "Ithra Visit in Dhahran",
    summary_ar: "متحف ومكتبة ومسرح تحت سقف واحد في مركز الملك عبدالعزيز الثقافي العالمي بتصميمه الحجري المميز.",
    summary_en: "Museum, library and theatre under one roof at the King Abdulaziz Center for World Culture, with its landmark pebble-shaped design.",
    description_ar: "صُمم مبنى إثراء على هيئة حصى متراكمة في إشارة إلى الطبقات الجيولوجية التي اكتُشف فيها النفط قريبًا من موقعه. تشمل التذكرة دخول المتحف بقاعاته الفنية والتاريخية، ويمكنك قضاء الوقت بعدها في المكتبة أو حضور عرض في السينما.",
    description_en: "Ithra's building is shaped like stacked pebbles, a nod to the rock layers where oil was first found nearby. Your ticket covers the museum's art and history galleries, after which you can linger in the library or catch a film at the cinema.",
    highlights: [
      { ar: "عمارة أيقونية بجوار موقع أول بئر نفط", en: "Iconic architecture beside the first oil well site" },
      { ar: "قاعات فنية ومعارض متجددة", en: "Art galleries and changing exhibitions" },
      { ar: "مكتبة ضخمة ومساحات للأطفال", en: "A huge library and spaces for kids" }
    ],
    includes: [
      { ar: "تذكرة دخول المتحف", en: "Museum admission" },
      { ar: "دخول المكتبة والمناطق العامة", en: "Library and public areas" }
    ],
    excludes: [
      { ar: "عروض السينما والمسرح", en: "Cinema and theatre shows" }
    ],
    itinerary: [
      { title_ar: "المتحف", title_en: "The museum", text_ar: "جولة ذاتية بين القاعات لمدة ساعتين تقريبًا.", text_en: "Self-guided tour of the galleries, about two hours." },
      { title_ar: "المكتبة والحدائق", title_en: "Library and gardens", text_ar: "وقت حر في المكتبة أو الحدائق المحيطة.", text_en: "Free time in the library or surrounding gardens." }
    ],
    know_before_you_go: [
      { ar: "يغلق المركز يوم الاثنين عادة.", en: "Usually closed on Mondays." },
      { ar: "بعض المعارض المؤقتة بتذاكر منفصلة.", en: "Some temporary exhibitions are ticketed separately." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "سترة خفيفة للتكييف", en: "A light layer for the air-conditioning" }
    ],
    meeting_point_ar: "المدخل الرئيسي لإثراء",
    meeting_point_en: "Ithra main entrance",
    address_ar: "طريق الملك عبدالله، الظهران",
    address_en: "King Abdullah Road, Dhahran",
    lat: 26.334,
    lng: 50.126,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 45,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "kids", "solo"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "half-moon-bay-beach-atv-day",
    city: "al-khobar",
    kind: "activity",
    extraKinds: [],
    title_ar: "يوم شاطئي ودبابات في شاطئ نصف القمر",
    title_en: "Half Moon Bay Beach and Dune Day",
    summary_ar: "سباحة في المياه الهادئة ثم ركوب الدبابات على الكثبان المطلة على الخليج.",
    summary_en: "Swim in calm water, then ride quad bikes over dunes overlooking the Gulf.",
    description_ar: "يمتد شاطئ نصف القمر على شكل هلال جنوب الخبر، بمياه ضحلة هادئة تناسب الأطفال وكثبان رملية خلفه. نقضي الصباح على الشاطئ في مظلة محجوزة، ثم ننطلق بالدبابات على الكثبان مع مدرب قبل الغروب.",
    description_en: "Half Moon Bay curves like a crescent south of Al Khobar, with shallow calm water that suits children and dunes rising behind it. Spend the morning at a reserved beach shade, then ride quad bikes over the dunes with an instructor before sunset.",
    highlights: [
      { ar: "مياه ضحلة هادئة للعائلات", en: "Shallow, calm water for families" },
      { ar: "٣٠ دقيقة على الدبابات في الكثبان", en: "30 minutes of dune quad biking" },
      { ar: "جلسة شاطئية محجوزة", en: "Reserved beach seating" }
    ],
    includes: [
      { ar: "النقل من الخبر وإليها", en: "Return transport from Al Khobar" },
      { ar: "مظلة وكراسي على الشاطئ", en: "Beach shade and chairs" },
      { ar: "دباب رباعي لمدة ٣٠ دقيقة مع معدات السلامة", en: "30-minute quad bike with safety gear" }
    ],
    excludes: [
      { ar: "الغداء", en: "Lunch" }
    ],
    itinerary: [
      { title_ar: "الشاطئ", title_en: "Beach", text_ar: "وقت للسباحة والاسترخاء.", text_en: "Time to swim and relax." },
      { title_ar: "الكثبان", title_en: "Dunes", text_ar: "ركوب الدبابات بإشراف المدرب.", text_en: "Quad biking with an instructor." }
    ],
    know_before_you_go: [
      { ar: "يجب ألا يقل عمر قائد الدباب عن ١٦ عامًا.", en: "Quad riders must be 16 or older." },
      { ar: "يُرجى ارتداء ملابس سباحة محتشمة.", en: "Modest swimwear please." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس ونظارة", en: "Sunscreen and sunglasses" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الخبر",
    meeting_point_en: "Pickup from your Al Khobar hotel",
    address_ar: "شاطئ نصف القمر، جنوب الخبر",
    address_en: "Half Moon Bay, south of Al Khobar",
    lat: 26.15,
    lng: 50.05,
    duration_minutes: 300,
    age_min: 4,
    age_max: 70,
    base_price_sar: 200,
    pricing: "per_person",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "friends", "kids"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "khobar-corniche-jet-ski",
    city: "al-khobar",
    kind: "jetski",
    extraKinds: [],
    title_ar: "دباب بحري على واجهة الخبر",
    title_en: "Al Khobar Waterfront Jet Ski",
    summary_ar: "انطلق بالدباب البحري في مياه الخليج مع إطلالة على برج الماء وكورنيش الخبر.",
    summary_en: "Ride a jet ski on the Gulf with views of the Khobar Water Tower and corniche.",
    description_ar: "تنطلق الجولة من مرسى الواجهة البحرية في الخبر، لتقود الدباب في منطقة مخصصة قبالة الكورنيش. المدرب يرافقك من البداية، والمياه عادة هادئة في الصباح الباكر وقبيل الغروب.",
    description_en: "Rides start from the Khobar waterfront marina, in a marked zone off the corniche. An instructor is with you from the start, and the water is usually calmest early morning and before sunset.",
    highlights: [
      { ar: "إطلالة على برج الماء من البحر", en: "The Water Tower seen from the sea" },
      { ar: "دبابات حديثة", en: "Modern jet skis" },
      { ar: "مناسب للمبتدئين", en: "Beginner friendly" }
    ],
    includes: [
      { ar: "دباب لمدة ٣٠ دقيقة مع الوقود", en: "Jet ski for 30 minutes with fuel" },
      { ar: "سترة نجاة", en: "Life jacket" }
    ],
    excludes: [
      { ar: "التصوير", en: "Photos and video" }
    ],
    itinerary: [
      { title_ar: "التجهيز", title_en: "Get ready", text_ar: "شرح السلامة وارتداء السترة.", text_en: "Safety briefing and life jacket fitting." },
      { title_ar: "الانطلاق", title_en: "Ride", text_ar: "ثلاثون دقيقة على الماء.", text_en: "Thirty minutes on the water." }
    ],
    know_before_you_go: [
      { ar: "السعر لكل دباب ويتسع لشخصين.", en: "Price is per ski, for up to two riders." },
      { ar: "قائد الدباب ١٨ عامًا فأكثر.", en: "Drivers must be 18 or older." }
    ],
    what_to_bring: [
      { ar: "ملابس تتحمل البلل", en: "Clothes you can get wet" },
      { ar: "الهوية", en: "ID" }
    ],
    meeting_point_ar: "مرسى الواجهة البحرية، الخبر",
    meeting_point_en: "Waterfront marina, Al Khobar",
    address_ar: "الكورنيش، الخبر الشمالية",
    address_en: "Corniche, North Khobar",
    lat: 26.3006,
    lng: 50.2243,
    duration_minutes: 30,
    age_min: 8,
    age_max: 65,
    base_price_sar: 200,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "team-building"],
    best_for: ["friends", "couples", "solo"],
    labels: ["instant-confirmation", "new"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "arabian-gulf-private-yacht-khobar",
    city: "al-khobar",
    kind: "yacht",
    extraKinds: [],
    title_ar: "يخت خاص في الخليج العربي من الخبر",
    title_en: "Arabian Gulf Private Yacht from Al Khobar",
    summary_ar: "ثلاث ساعات على يخت خاص بطاقمه، مع توقف للسباحة قرب الجزر الرملية.",
    summary_en: "Three hours on a crewed private yacht, with a swim stop near the sandbanks.",
    description_ar: "يبحر اليخت من مرسى الخبر نحو المياه الهادئة والجزر الرملية القريبة، حيث يتوقف للسباحة والصيد الخفيف. يتسع اليخت لعشرة ضيوف، ويمكن ترتيب عشاء أو تزيين للمناسبات عند الطلب.",
    description_en: "The yacht sails from Al Khobar marina to calm water and nearby sandbanks, stopping for a swim and some light fishing. It takes up to ten guests, with dinner or celebration decorations available on request.",
    highlights: [
      { ar: "يخت كامل لمجموعتك", en: "The whole yacht for your group" },
      { ar: "سباحة وصيد خفيف", en: "Swimming and light fishing" },
      { ar: "مناسب للمناسبات الخاصة", en: "Great for special occasions" }
    ],
    includes: [
      { ar: "قبطان وطاقم", en: "Captain and crew" },
      { ar: "أدوات الصيد وسترات النجاة", en: "Fishing gear and life jackets" },
      { ar: "مشروبات ووجبات خفيفة", en: "Drinks and snacks" }
    ],
    excludes: [
      { ar: "العشاء والتزيين", en: "Dinner and decorations" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "الترحيب وشرح السلامة.", text_en: "Welcome and safety briefing." },
      { title_ar: "الإبحار والتوقف", title_en: "Cruise and stop", text_ar: "إبحار نحو الجزر الرملية وتوقف للسباحة.", text_en: "Cruise to the sandbanks and stop for a swim." }
    ],
    know_before_you_go: [
      { ar: "السعر لليخت كاملًا حتى عشرة أشخاص.", en: "Price is for the whole yacht, up to ten guests." },
      { ar: "يلزم تقديم الهويات قبل الإبحار بيوم.", en: "IDs are needed one day before sailing." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "الهويات", en: "IDs" }
    ],
    meeting_point_ar: "مرسى اليخوت، الخبر",
    meeting_point_en: "Yacht marina, Al Khobar",
    address_ar: "الواجهة البحرية، الخبر",
    address_en: "Waterfront, Al Khobar",
    lat: 26.2965,
    lng: 50.2215,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1500,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "family-outing", "team-building"],
    best_for: ["families", "friends", "couples"],
    labels: ["private", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "khobar-dhow-sunset-cruise",
    city: "al-khobar",
    kind: "cruise",
    extraKinds: [],
    title_ar: "رحلة غروب على مركب خشبي تقليدي",
    title_en: "Traditional Dhow Sunset Cruise",
    summary_ar: "أبحر على مركب شراعي خشبي على طراز سفن الغوص القديمة، مع القهوة والتمر عند الغروب.",
    summary_en: "Sail on a wooden dhow styled after the old pearling boats, with coffee and dates at sunset.",
    description_ar: "كانت مراكب الخشب عماد حياة أهل الخليج في الغوص والتجارة، ولا تزال تُبنى بالطريقة نفسها. تبحر الرحلة بمحاذاة واجهة الخبر نحو جسر الملك فهد، ويحكي لك الطاقم قصص الغوص على اللؤلؤ فيما تغيب الشمس.",
    description_en: "Wooden dhows were the backbone of Gulf life for pearling and trade, and they are still built the same way. The cruise sails along the Al Khobar waterfront towards the King Fahd Causeway while the crew share pearl-diving stories as the sun goes down.",
    highlights: [
      { ar: "مركب خشبي تقليدي", en: "A traditional wooden dhow" },
      { ar: "إطلالة على جسر الملك فهد", en: "Views towards the King Fahd Causeway" },
      { ar: "قصص الغوص على اللؤلؤ", en: "Pearl-diving stories" }
    ],
    includes: [
      { ar: "رحلة مدتها ساعتان", en: "Two-hour cruise" },
      { ar: "قهوة عربية وتمر وشاي", en: "Arabic coffee, dates and tea" }
    ],
    excludes: [
      { ar: "العشاء", en: "Dinner" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "الوصول قبل الإبحار بعشرين دقيقة.", text_en: "Arrive 20 minutes before sailing." },
      { title_ar: "الإبحار", title_en: "Sailing", text_ar: "إبحار على الواجهة حتى الغروب ثم العودة.", text_en: "Cruise the waterfront through sunset, then return." }
    ],
    know_before_you_go: [
      { ar: "الرحلة مشتركة مع ضيوف آخرين.", en: "This is a shared cruise." },
      { ar: "قد تُلغى عند اشتداد الرياح مع استرداد كامل.", en: "May be cancelled in high winds with a full refund." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة في الشتاء", en: "A light jacket in winter" },
      { ar: "الهوية", en: "ID" }
    ],
    meeting_point_ar: "رصيف المراكب، كورنيش الخبر",
    meeting_point_en: "Dhow pier, Al Khobar Corniche",
    address_ar: "الكورنيش، الخبر",
    address_en: "Corniche, Al Khobar",
    lat: 26.2935,
    lng: 50.2196,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon", "ramadan-nights"],
    best_for: ["families", "couples", "seniors"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "bahrain-day-trip-via-causeway",
    city: "al-khobar",
    kind: "tour",
    extraKinds: [],
    title_ar: "رحلة يوم إلى البحرين عبر جسر الملك فهد",
    title_en: "Bahrain Day Trip via the King Fahd Causeway",
    summary_ar: "اعبر الجسر إلى البحرين لزيارة قلعة البحرين وباب البحرين وجامع الفاتح في يوم واحد.",
    summary_en: "Cross the causeway to Bahrain for the Bahrain Fort, Bab Al Bahrain and Al Fateh Mosque in a single day.",
    description_ar: "يمتد جسر الملك فهد نحو ٢٥ كيلومترًا فوق البحر، ويجعل البحرين على مسافة ساعة من الخبر. نزور قلعة البحرين الأثرية وجامع أحمد الفاتح وسوق المنامة، مع غداء بحريني قبل العودة مساءً، ونتولى عنك إجراءات الجسر.",
    description_en: "Stretching about 25 km across the sea, the King Fahd Causeway puts Bahrain an hour from Al Khobar. We visit the ancient Bahrain Fort, Al Fateh Grand Mosque and the Manama souq, with a Bahraini lunch before returning in the evening; we handle the causeway formalities.",
    highlights: [
      { ar: "عبور جسر الملك فهد", en: "Crossing the King Fahd Causeway" },
      { ar: "قلعة البحرين المدرجة في قائمة اليونسكو", en: "UNESCO-listed Bahrain Fort" },
      { ar: "غداء بحريني تقليدي", en: "Traditional Bahraini lunch" }
    ],
    includes: [
      { ar: "النقل بسيارة خاصة ورسوم الجسر", en: "Private car and causeway toll" },
      { ar: "مرشد", en: "Guide" },
      { ar: "الغداء", en: "Lunch" }
    ],
    excludes: [
      { ar: "تأشيرة البحرين لمن يحتاجها", en: "Bahrain visa where required" }
    ],
    itinerary: [
      { title_ar: "عبور الجسر", title_en: "Causeway crossing", text_ar: "إنهاء إجراءات الجوازات في الجسر.", text_en: "Passport control on the causeway." },
      { title_ar: "قلعة البحرين", title_en: "Bahrain Fort", text_ar: "جولة في القلعة والمتحف المجاور.", text_en: "Tour the fort and its site museum." },
      { title_ar: "المنامة", title_en: "Manama", text_ar: "جامع الفاتح وسوق المنامة ثم الغداء والعودة.", text_en: "Al Fateh Mosque and Manama souq, lunch, then back." }
    ],
    know_before_you_go: [
      { ar: "يحتاج المواطن الخليجي إلى الهوية فقط، وغيره إلى جواز وتأشيرة.", en: "GCC citizens need only their ID; others need a passport and visa." },
      { ar: "قد يزدحم الجسر مساء الخميس والجمعة.", en: "The causeway can be busy on Thursday and Friday evenings." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية الخليجية", en: "Passport or GCC ID" },
      { ar: "بطاقة للمشتريات", en: "A card for purchases" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الخبر",
    meeting_point_en: "Pickup from your Al Khobar hotel",
    address_ar: "المنامة، البحرين",
    address_en: "Manama, Bahrain",
    lat: 26.1861,
    lng: 50.3333,
    duration_minutes: 540,
    age_min: 0,
    age_max: 99,
    base_price_sar: 450,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "friends", "couples"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "al-ahsa-oasis-day-trip",
    city: "al-khobar",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "رحلة يوم إلى واحة الأحساء",
    title_en: "Al-Ahsa Oasis Day Trip",
    summary_ar: "أكبر واحة نخيل في العالم، وكهوف جبل القارة، وسوق القيصرية، في رحلة يوم من الخبر.",
    summary_en: "The world's largest palm oasis, the caves of Jabal Al Qarah and Al Qaisariya souq, on a day trip from Al Khobar.",
    description_ar: "أُدرجت واحة الأحساء في قائمة التراث العالمي لليونسكو بملايين نخيلها وعيونها وقنواتها القديمة. ندخل كهوف جبل القارة الباردة، ونزور قصر إبراهيم وسوق القيصرية، ونتذوق تمر الخلاص الشهير في مزرعة محلية.",
    description_en: "Al-Ahsa Oasis is a UNESCO World Heritage Site with millions of palms, springs and ancient canals. We explore the cool caves of Jabal Al Qarah, visit Ibrahim Palace and Al Qaisariya souq, and taste the famous Khalas dates at a local farm.",
    highlights: [
      { ar: "كهوف جبل القارة الطبيعية", en: "The natural caves of Jabal Al Qarah" },
      { ar: "سوق القيصرية التاريخي", en: "Historic Al Qaisariya souq" },
      { ar: "تمر الخلاص في مزرعة محلية", en: "Khalas dates at a local farm" }
    ],
    includes: [
      { ar: "النقل من الخبر وإليها", en: "Return transport from Al Khobar" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "رسوم الدخول والغداء", en: "Entry fees and lunch" }
    ],
    excludes: [
      { ar: "المشتريات الشخصية", en: "Personal purchases" }
    ],
    itinerary: [
      { title_ar: "جبل القارة", title_en: "Jabal Al Qarah", text_ar: "جولة في الكهوف والممرات الصخرية.", text_en: "Explore the caves and rock passages." },
      { title_ar: "الهفوف", title_en: "Hofuf", text_ar: "قصر إبراهيم وسوق القيصرية.", text_en: "Ibrahim Palace and Al Qaisariya souq." },
      { title_ar: "المزرعة", title_en: "The farm", text_ar: "غداء وتذوق التمور ثم العودة.", text_en: "Lunch and date tasting, then back." }
    ],
    know_before_you_go: [
      { ar: "مسافة الطريق نحو ساعة ونصف في كل اتجاه.", en: "About 90 minutes' drive each way." },
      { ar: "بعض ممرات الكهوف ضيقة.", en: "Some cave passages are narrow." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "قبعة وماء", en: "Hat and water" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الخبر",
    meeting_point_en: "Pickup from your Al Khobar hotel",
    address_ar: "الهفوف، الأحساء",
    address_en: "Hofuf, Al-Ahsa",
    lat: 25.3833,
    lng: 49.5864,
    duration_minutes: 600,
    age_min: 0,
    age_max: 99,
    base_price_sar: 380,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "seniors", "couples"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "morning",
    theme: "oasis"
  },
  {
    key: "king-fahd-airport-transfer",
    city: "al-khobar",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار الملك فهد الدولي",
    title_en: "Private King Fahd International Airport Transfer",
    summary_ar: "توصيل مريح من مطار الدمام إلى فنادق الخبر والدمام والظهران.",
    summary_en: "A comfortable ride from Dammam airport to hotels in Al Khobar, Dammam and Dhahran.",
    description_ar: "يقع مطار الملك فهد الدولي على مسافة تقارب خمسين دقيقة من الخبر، لذا يوفر التوصيل الخاص عليك عناء البحث عن وسيلة نقل بعد الرحلة. يتابع السائق موعد الوصول، ويساعدك في الأمتعة حتى باب الفندق.",
    description_en: "King Fahd International Airport is around 50 minutes from Al Khobar, so a private transfer saves hunting for a ride after your flight. Your driver tracks the arrival and helps with luggage right to the hotel door.",
    highlights: [
      { ar: "متابعة الرحلة", en: "Flight tracking" },
      { ar: "سعر ثابت", en: "Fixed price" },
      { ar: "سيارات عائلية متاحة", en: "Family vehicles available" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "انتظار مجاني لمدة ٦٠ دقيقة", en: "60 minutes of free waiting" }
    ],
    excludes: [
      { ar: "التوقفات الإضافية", en: "Extra stops" }
    ],
    itinerary: [
      { title_ar: "الاستقبال", title_en: "Welcome", text_ar: "يلتقيك السائق في صالة الوصول.", text_en: "Your driver meets you in arrivals." },
      { title_ar: "التوصيل", title_en: "The drive", text_ar: "قرابة خمسين دقيقة إلى الخبر.", text_en: "About 50 minutes to Al Khobar." }
    ],
    know_before_you_go: [
      { ar: "السعر للسيارة حتى ثلاثة ركاب.", en: "Price is per car, up to three passengers." },
      { ar: "أدخل رقم الرحلة عند الحجز.", en: "Add your flight number when booking." }
    ],
    what_to_bring: [
      { ar: "رقم الحجز", en: "Booking reference" },
      { ar: "عنوان الفندق", en: "Hotel address" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الملك فهد الدولي",
    meeting_point_en: "Arrivals hall, King Fahd International Airport",
    address_ar: "مطار الملك فهد الدولي، الدمام",
    address_en: "King Fahd International Airport, Dammam",
    lat: 26.4712,
    lng: 49.7979,
    duration_minutes: 50,
    age_min: 0,
    age_max: 99,
    base_price_sar: 220,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "night",
    theme: "city"
  }
];
