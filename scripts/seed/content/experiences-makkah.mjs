// Rihla demo catalog: base experiences in Makkah.
// Entry to Makkah is restricted to Muslims; every listing says so.

export const makkahExperiences = [
  {
    key: "umrah-package-3-nights",
    city: "makkah",
    kind: "package",
    extraKinds: ["hotel", "transfer"],
    title_ar: "باقة العمرة لثلاث ليالٍ قرب المسجد الحرام",
    title_en: "Umrah Package, 3 Nights Near Masjid Al Haram",
    summary_ar: "إقامة قريبة من الحرم، وتوصيل من مطار جدة، ومطوّف يرافقك في أداء المناسك خطوة بخطوة.",
    summary_en: "A hotel close to the Haram, Jeddah airport transfers and a mutawwif to guide you through every rite.",
    description_ar: "صُممت الباقة ليتفرغ المعتمر للعبادة، فنتولى الإقامة في فندق على مسافة قصيرة سيرًا من المسجد الحرام، والتوصيل من مطار الملك عبدالعزيز وإليه، وحجز تصريح العمرة عبر منصة نسك. يرافقك مطوّف مرخّص عند أداء العمرة، ونختم الباقة بجولة ميسّرة على المشاعر والمعالم التاريخية في مكة المكرمة.",
    description_en: "Designed so pilgrims can focus on worship, this package covers a hotel a short walk from Masjid Al Haram, transfers to and from King Abdulaziz International Airport and your Umrah permit via the Nusuk platform. A licensed mutawwif accompanies you for your Umrah, and the stay ends with an easy tour of the holy sites and historic landmarks of Makkah.",
    highlights: [
      { ar: "فندق على بعد دقائق سيرًا من الحرم", en: "Hotel a few minutes' walk from the Haram" },
      { ar: "مطوّف مرخّص يرافقك في العمرة", en: "Licensed mutawwif for your Umrah" },
      { ar: "جولة على المشاعر المقدسة", en: "Tour of the holy sites" },
      { ar: "حجز تصريح العمرة عبر نسك", en: "Umrah permit booked through Nusuk" }
    ],
    includes: [
      { ar: "إقامة ثلاث ليالٍ في غرفة مزدوجة مع الإفطار", en: "Three nights in a double room with breakfast" },
      { ar: "التوصيل من مطار جدة إلى مكة والعودة", en: "Jeddah airport to Makkah transfers, both ways" },
      { ar: "مطوّف لأداء العمرة", en: "Mutawwif for Umrah" },
      { ar: "جولة زيارة المشاعر", en: "Holy sites ziyarah tour" }
    ],
    excludes: [
      { ar: "تذاكر الطيران والتأشيرة", en: "Flights and visa" },
      { ar: "الغداء والعشاء", en: "Lunch and dinner" }
    ],
    itinerary: [
      { title_ar: "الوصول والإحرام", title_en: "Arrival and ihram", text_ar: "يُحرم القادمون جوًا قبل الميقات، ويستقبلك السائق في مطار جدة متوجهًا إلى الفندق.", text_en: "Pilgrims flying in enter ihram before the miqat; your driver meets you at Jeddah airport and heads to the hotel." },
      { title_ar: "أداء العمرة", title_en: "Performing Umrah", text_ar: "يرافقك المطوّف في الطواف والسعي حتى التحلل في الموعد المحدد بالتصريح.", text_en: "Your mutawwif guides you through tawaf and sa'i to completion at your permit time." },
      { title_ar: "يوم الزيارة", title_en: "Ziyarah day", text_ar: "جولة صباحية على عرفات ومزدلفة ومنى وجبل النور.", text_en: "A morning tour of Arafat, Muzdalifah, Mina and Jabal Al Nour." },
      { title_ar: "المغادرة", title_en: "Departure", text_ar: "تسجيل الخروج ظهرًا والتوصيل إلى مطار جدة.", text_en: "Midday check-out and transfer to Jeddah airport." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "يلزم تصريح عمرة ساري عبر تطبيق نسك، ونحن نتولى حجزه.", en: "A valid Umrah permit on the Nusuk app is required; we book it for you." },
      { ar: "تشتد الحشود في رمضان ونهاية الأسبوع، فاحجز مبكرًا.", en: "Crowds peak in Ramadan and at weekends, so book early." }
    ],
    what_to_bring: [
      { ar: "ملابس الإحرام ونعال مريحة", en: "Ihram garments and comfortable sandals" },
      { ar: "جواز السفر أو الهوية الوطنية", en: "Passport or national ID" },
      { ar: "الأدوية الشخصية وعبوة ماء", en: "Personal medication and a water bottle" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الملك عبدالعزيز الدولي",
    meeting_point_en: "Arrivals hall, King Abdulaziz International Airport",
    address_ar: "المنطقة المركزية، مكة المكرمة",
    address_en: "Central area, Makkah",
    lat: 21.4187,
    lng: 39.8247,
    duration_minutes: 4320,
    age_min: 0,
    age_max: 99,
    base_price_sar: 2400,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur", "hi"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "makkah-holy-sites-ziyarah",
    city: "makkah",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة زيارة المشاعر المقدسة والمعالم التاريخية",
    title_en: "Makkah Holy Sites Ziyarah Tour",
    summary_ar: "زيارة ميسّرة لعرفات ومزدلفة ومنى وجبلي النور وثور مع شرح لمواقف السيرة النبوية.",
    summary_en: "An easy-paced visit to Arafat, Muzdalifah, Mina and the mountains of Al Nour and Thawr, with stories from the Seerah.",
    description_ar: "تمر الجولة بالمشاعر التي يقف فيها الحجاج، من صعيد عرفات وجبل الرحمة إلى مزدلفة ومنى، مع شرح لمناسك الحج وتاريخها. ونتوقف عند جبل النور حيث غار حراء، وجبل ثور الذي شهد هجرة النبي صلى الله عليه وسلم، فيرويها لك المرشد بأسلوب مبسّط.",
    description_en: "The tour passes the sites where pilgrims stand during Hajj, from the plain of Arafat and Jabal Al Rahmah to Muzdalifah and Mina, explaining the rites and their history. We stop at Jabal Al Nour, home to the Cave of Hira, and Jabal Thawr, linked to the Prophet's migration, told simply by your guide.",
    highlights: [
      { ar: "صعيد عرفات وجبل الرحمة", en: "The plain of Arafat and Jabal Al Rahmah" },
      { ar: "جبل النور وغار حراء من الأسفل", en: "Jabal Al Nour and the Cave of Hira, viewed from below" },
      { ar: "مرشد يشرح بالعربية والأردية والإنجليزية", en: "Guide speaking Arabic, Urdu and English" }
    ],
    includes: [
      { ar: "حافلة أو سيارة مكيفة", en: "Air-conditioned coach or car" },
      { ar: "مرشد ديني مرخّص", en: "Licensed religious guide" },
      { ar: "مياه باردة", en: "Chilled water" }
    ],
    excludes: [
      { ar: "صعود جبل النور", en: "Climbing Jabal Al Nour" }
    ],
    itinerary: [
      { title_ar: "جبل ثور وجبل النور", title_en: "Jabal Thawr and Jabal Al Nour", text_ar: "توقف قصير عند كل جبل مع رواية أحداث السيرة.", text_en: "Short stops at each mountain with stories from the Seerah." },
      { title_ar: "عرفات", title_en: "Arafat", text_ar: "زيارة صعيد عرفات وجبل الرحمة ومسجد نمرة من الخارج.", text_en: "Visit the plain of Arafat, Jabal Al Rahmah and Namirah Mosque from outside." },
      { title_ar: "مزدلفة ومنى", title_en: "Muzdalifah and Mina", text_ar: "المرور بمزدلفة ومنى والجمرات ثم العودة إلى الفندق.", text_en: "Drive through Muzdalifah, Mina and the Jamarat, then back to your hotel." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "قد تُغلق بعض المشاعر أمام الزوار في موسم الحج.", en: "Some sites are closed to visitors during Hajj season." }
    ],
    what_to_bring: [
      { ar: "مظلة أو قبعة", en: "An umbrella or hat" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في مكة المكرمة",
    meeting_point_en: "Pickup from your Makkah hotel",
    address_ar: "المشاعر المقدسة، مكة المكرمة",
    address_en: "The holy sites, Makkah",
    lat: 21.3549,
    lng: 39.9841,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 100,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur", "hi"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "solo"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "jeddah-airport-to-makkah-transfer",
    city: "makkah",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار جدة إلى فنادق مكة المكرمة",
    title_en: "Private Transfer, Jeddah Airport to Makkah Hotels",
    summary_ar: "سيارة خاصة تنتظرك في مطار الملك عبدالعزيز لتصل إلى فندقك في مكة في نحو ساعة وربع.",
    summary_en: "A private car waits at King Abdulaziz International Airport and gets you to your Makkah hotel in about 75 minutes.",
    description_ar: "بعد رحلة طويلة وأنت محرم، لا تحتاج إلا إلى طريق سهل إلى الفندق. يستقبلك السائق عند صالة الوصول، ويساعدك في حمل الأمتعة، ثم يسلك طريق مكة السريع مباشرة إلى فندقك في المنطقة المركزية أو العزيزية.",
    description_en: "After a long flight in ihram, all you need is an easy ride to the hotel. Your driver meets you in arrivals, helps with luggage and takes the Makkah expressway straight to your hotel in the central area or Al Aziziyah.",
    highlights: [
      { ar: "سائق يتابع موعد وصول رحلتك", en: "Driver tracks your flight arrival" },
      { ar: "سيارات عائلية تتسع حتى سبعة ركاب", en: "Family vehicles for up to seven" },
      { ar: "سعر ثابت للسيارة", en: "Fixed price per vehicle" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "المساعدة في الأمتعة", en: "Help with luggage" },
      { ar: "مياه باردة", en: "Chilled water" }
    ],
    excludes: [
      { ar: "التوقفات الإضافية", en: "Extra stops" }
    ],
    itinerary: [
      { title_ar: "الاستقبال في المطار", title_en: "Airport welcome", text_ar: "يلتقيك السائق بلوحة تحمل اسمك عند بوابة الوصول.", text_en: "Your driver meets you with a name sign at the arrivals gate." },
      { title_ar: "الطريق إلى مكة", title_en: "Drive to Makkah", text_ar: "رحلة مباشرة تستغرق من ٦٠ إلى ٩٠ دقيقة حسب الازدحام.", text_en: "A direct drive of 60 to 90 minutes depending on traffic." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "قد لا تصل السيارات إلى باب الفندق في أوقات الذروة بسبب إغلاق بعض الطرق.", en: "At peak times road closures may stop cars short of the hotel door." }
    ],
    what_to_bring: [
      { ar: "رقم الرحلة", en: "Your flight number" },
      { ar: "عنوان الفندق", en: "Your hotel address" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الملك عبدالعزيز الدولي، جدة",
    meeting_point_en: "Arrivals hall, King Abdulaziz International Airport, Jeddah",
    address_ar: "فنادق مكة المكرمة",
    address_en: "Makkah hotels",
    lat: 21.6796,
    lng: 39.1565,
    duration_minutes: 90,
    age_min: 0,
    age_max: 99,
    base_price_sar: 350,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "night",
    theme: "city"
  },
  {
    key: "makkah-hotel-near-haram",
    city: "makkah",
    kind: "hotel",
    extraKinds: [],
    title_ar: "إقامة فندقية قرب المسجد الحرام",
    title_en: "Hotel Stay Near Masjid Al Haram",
    summary_ar: "غرفة مريحة في فندق خمس نجوم بالمنطقة المركزية، على بعد خطوات من ساحات الحرم.",
    summary_en: "A comfortable room in a five-star hotel in the central area, steps from the Haram courtyards.",
    description_ar: "تقع الفنادق المختارة على شارع إبراهيم الخليل وفي أبراج البيت، لتصل إلى ساحات المسجد الحرام خلال دقائق دون الحاجة إلى المواصلات. تتوفر غرف مزدوجة وثلاثية وعائلية، ويشمل السعر الإفطار المفتوح وخدمة الغرف على مدار الساعة.",
    description_en: "Our selected hotels sit on Ibrahim Al-Khalil Road and in the Abraj Al Bait towers, so the Haram courtyards are minutes away on foot. Double, triple and family rooms are available, with breakfast buffet and 24-hour room service included.",
    highlights: [
      { ar: "دقائق سيرًا إلى ساحات الحرم", en: "Minutes on foot to the Haram courtyards" },
      { ar: "غرف عائلية متاحة", en: "Family rooms available" },
      { ar: "إفطار مفتوح يومي", en: "Daily breakfast buffet" }
    ],
    includes: [
      { ar: "ليلة واحدة في غرفة مزدوجة", en: "One night in a double room" },
      { ar: "الإفطار لشخصين", en: "Breakfast for two" },
      { ar: "إنترنت لاسلكي", en: "Wi-Fi" }
    ],
    excludes: [
      { ar: "الوجبات الأخرى وخدمة الغسيل", en: "Other meals and laundry" }
    ],
    itinerary: [
      { title_ar: "تسجيل الدخول", title_en: "Check-in", text_ar: "تسجيل الدخول من الساعة الرابعة عصرًا.", text_en: "Check-in from 4 pm." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "تسجيل الخروج حتى الثانية عشرة ظهرًا، ويمكن طلب تمديد حسب التوفر.", text_en: "Check-out by noon; late check-out on request, subject to availability." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "ترتفع الأسعار في العشر الأواخر من رمضان وتُحجز مبكرًا.", en: "Rates rise in the last ten nights of Ramadan and sell out early." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية لتسجيل الدخول", en: "Passport or ID for check-in" },
      { ar: "تأكيد الحجز", en: "Booking confirmation" }
    ],
    meeting_point_ar: "مكتب الاستقبال في الفندق",
    meeting_point_en: "Hotel reception",
    address_ar: "شارع إبراهيم الخليل، المنطقة المركزية، مكة المكرمة",
    address_en: "Ibrahim Al-Khalil Road, central area, Makkah",
    lat: 21.4187,
    lng: 39.8257,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 850,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "makkah-umrah-mutawwif-guide",
    city: "makkah",
    kind: "guide",
    extraKinds: [],
    title_ar: "مطوّف مرخّص يرافقك في أداء العمرة",
    title_en: "Licensed Mutawwif to Guide Your Umrah",
    summary_ar: "مرشد عمرة متمرس يرافقك من الإحرام حتى التحلل، ويعينك على أداء المناسك بطمأنينة.",
    summary_en: "An experienced Umrah guide accompanies you from ihram to completion, so you perform each rite with confidence.",
    description_ar: "يناسب المطوّف من يؤدي العمرة لأول مرة أو يرافق والديه وكبار السن، إذ يشرح الأدعية والمناسك ويختار لك أنسب المسارات داخل المسجد الحرام. يلتقيك في فندقك قبل الموعد المحدد في تصريح نسك، ويبقى معك حتى تنتهي من السعي والتقصير.",
    description_en: "A mutawwif is ideal for first-time pilgrims or anyone accompanying parents and elderly relatives, explaining the supplications and rites and choosing the easiest routes inside Masjid Al Haram. They meet you at your hotel ahead of your Nusuk permit time and stay with you until sa'i and trimming are done.",
    highlights: [
      { ar: "شرح المناسك والأدعية خطوة بخطوة", en: "Rites and supplications explained step by step" },
      { ar: "خبرة في مرافقة كبار السن والعائلات", en: "Experienced with elderly pilgrims and families" },
      { ar: "متاح بالعربية والأردية والإنجليزية", en: "Available in Arabic, Urdu and English" }
    ],
    includes: [
      { ar: "مطوّف لمدة تصل إلى أربع ساعات", en: "Mutawwif for up to four hours" },
      { ar: "كتيب أدعية العمرة", en: "Umrah supplications booklet" }
    ],
    excludes: [
      { ar: "خدمة العربات المتحركة", en: "Wheelchair or golf-cart service" }
    ],
    itinerary: [
      { title_ar: "اللقاء في الفندق", title_en: "Meet at the hotel", text_ar: "مراجعة سريعة للمناسك والتأكد من تصريح نسك.", text_en: "A quick run-through of the rites and a check of your Nusuk permit." },
      { title_ar: "الطواف", title_en: "Tawaf", text_ar: "سبعة أشواط حول الكعبة المشرفة بإرشاد المطوّف.", text_en: "Seven circuits of the Kaaba with your mutawwif's guidance." },
      { title_ar: "السعي والتحلل", title_en: "Sa'i and completion", text_ar: "السعي بين الصفا والمروة ثم الحلق أو التقصير.", text_en: "Sa'i between Safa and Marwah, then shaving or trimming." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "السعر للمطوّف لمجموعة تصل إلى خمسة أشخاص.", en: "Price is per mutawwif, for groups of up to five." }
    ],
    what_to_bring: [
      { ar: "ملابس الإحرام", en: "Ihram garments" },
      { ar: "تصريح العمرة على تطبيق نسك", en: "Your Umrah permit in the Nusuk app" },
      { ar: "كيس صغير للنعال", en: "A small bag for your sandals" }
    ],
    meeting_point_ar: "بهو فندقك في مكة المكرمة",
    meeting_point_en: "Your Makkah hotel lobby",
    address_ar: "المسجد الحرام، مكة المكرمة",
    address_en: "Masjid Al Haram, Makkah",
    lat: 21.4225,
    lng: 39.8262,
    duration_minutes: 240,
    age_min: 0,
    age_max: 99,
    base_price_sar: 400,
    pricing: "per_item",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "ur", "en", "hi"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["seniors", "families", "solo"],
    labels: ["private", "best-seller"],
    time_of_day: "night",
    theme: "heritage"
  },
  {
    key: "haramain-train-makkah-madinah",
    city: "makkah",
    kind: "train",
    extraKinds: [],
    title_ar: "تذاكر قطار الحرمين السريع بين مكة المكرمة والمدينة المنورة",
    title_en: "Haramain High-Speed Train Tickets, Makkah–Madinah",
    summary_ar: "انتقل بين الحرمين الشريفين في نحو ساعتين ونصف براحة وأمان.",
    summary_en: "Travel between the Two Holy Mosques in about two and a half hours, in comfort.",
    description_ar: "يختصر قطار الحرمين المسافة بين مكة المكرمة والمدينة المنورة إلى نحو ساعتين ونصف، مع مقاعد واسعة ومساحة للأمتعة. تنطلق الرحلات من محطة الرصيفة في مكة، ويمكن إضافة توصيل من المحطة إلى فندقك في المدينة.",
    description_en: "The Haramain train cuts the Makkah–Madinah journey to about two and a half hours, with roomy seats and luggage space. Trains leave from Al Rusaifah station in Makkah, and you can add a station-to-hotel transfer in Madinah.",
    highlights: [
      { ar: "أسرع وسيلة بين الحرمين", en: "The fastest way between the two holy cities" },
      { ar: "درجتا السياحية والأعمال", en: "Economy and Business classes" },
      { ar: "إمكانية السفر بملابس الإحرام", en: "Travelling in ihram is fine" }
    ],
    includes: [
      { ar: "تذكرة ذهاب بالدرجة السياحية", en: "One-way Economy ticket" },
      { ar: "حقيبة كبيرة وحقيبة يد", en: "One large bag and one carry-on" }
    ],
    excludes: [
      { ar: "التنقل إلى المحطة", en: "Transport to the station" }
    ],
    itinerary: [
      { title_ar: "التذكرة", title_en: "Your ticket", text_ar: "تصلك التذكرة الإلكترونية برقم العربة والمقعد.", text_en: "Your e-ticket arrives with coach and seat number." },
      { title_ar: "محطة مكة", title_en: "Makkah station", text_ar: "احضر قبل الموعد بثلاثين دقيقة على الأقل.", text_en: "Arrive at least 30 minutes before departure." },
      { title_ar: "الوصول إلى المدينة", title_en: "Arrive in Madinah", text_ar: "الوصول إلى محطة المدينة المنورة بعد نحو ساعتين ونصف.", text_en: "Reach Madinah station after about two and a half hours." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "تُحجز المقاعد سريعًا في رمضان والإجازات.", en: "Seats sell out quickly in Ramadan and holidays." }
    ],
    what_to_bring: [
      { ar: "الهوية أو جواز السفر", en: "ID or passport" },
      { ar: "التذكرة على هاتفك", en: "Your ticket on your phone" }
    ],
    meeting_point_ar: "محطة قطار الحرمين، الرصيفة",
    meeting_point_en: "Haramain station, Al Rusaifah",
    address_ar: "حي الرصيفة، مكة المكرمة",
    address_en: "Al Rusaifah, Makkah",
    lat: 21.3844,
    lng: 39.7969,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 250,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "likely-to-sell-out"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "umrah-visa-assistance",
    city: "makkah",
    kind: "visa",
    extraKinds: [],
    title_ar: "خدمة استخراج تأشيرة العمرة",
    title_en: "Umrah Visa Assistance",
    summary_ar: "نتولى طلب تأشيرة العمرة والتأمين وحجز التصريح، لتصلك التأشيرة وأنت في بلدك.",
    summary_en: "We handle your Umrah visa application, insurance and permit booking while you stay at home.",
    description_ar: "نتعاون مع شركات عمرة مرخّصة لتقديم طلبك عبر منصة نسك بالشكل الصحيح، مع التأمين الصحي الإلزامي وتحديد مواعيد العمرة المناسبة لرحلتك. يتابع فريقنا الطلب ويبلغك بكل تحديث حتى صدور التأشيرة، وعادةً ما يستغرق ذلك من يومين إلى خمسة أيام عمل.",
    description_en: "We work with licensed Umrah operators to file your application correctly through the Nusuk platform, with mandatory health insurance and Umrah slots that suit your trip. Our team tracks it and updates you until the visa is issued, usually within two to five working days.",
    highlights: [
      { ar: "تقديم عبر شركات عمرة مرخّصة", en: "Filed through licensed Umrah operators" },
      { ar: "حجز موعد العمرة في نسك", en: "Umrah slot booked in Nusuk" },
      { ar: "متابعة مستمرة حتى الإصدار", en: "Tracked until issued" }
    ],
    includes: [
      { ar: "رسوم التأشيرة والتأمين الصحي", en: "Visa fee and health insurance" },
      { ar: "رسوم الخدمة", en: "Service fee" }
    ],
    excludes: [
      { ar: "الطيران والإقامة", en: "Flights and accommodation" }
    ],
    itinerary: [
      { title_ar: "المستندات", title_en: "Documents", text_ar: "ارفع جواز السفر والصورة الشخصية وبيانات المحرم إن لزم.", text_en: "Upload your passport, photo and any required companion details." },
      { title_ar: "التقديم", title_en: "Submission", text_ar: "نراجع الطلب ونقدمه عبر المنصة خلال يوم عمل.", text_en: "We review and submit within one working day." },
      { title_ar: "الإصدار", title_en: "Issue", text_ar: "تصلك التأشيرة وتصريح العمرة في حسابك.", text_en: "Your visa and Umrah permit arrive in your account." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "لا تُصدر تأشيرات العمرة خلال موسم الحج.", en: "Umrah visas are not issued during the Hajj season." }
    ],
    what_to_bring: [
      { ar: "جواز سفر صالح ستة أشهر على الأقل", en: "A passport valid for at least six months" },
      { ar: "صورة شخصية حديثة بخلفية بيضاء", en: "A recent photo on a white background" }
    ],
    meeting_point_ar: "خدمة إلكترونية بالكامل",
    meeting_point_en: "Fully online service",
    address_ar: "عبر الإنترنت",
    address_en: "Online",
    lat: 21.3891,
    lng: 39.8579,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 650,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "ur", "hi"],
    occasions: ["ramadan-nights"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "hira-cultural-district-revelation-exhibition",
    city: "makkah",
    kind: "attraction",
    extraKinds: [],
    title_ar: "حي حراء الثقافي ومعرض الوحي",
    title_en: "Hira Cultural District and Revelation Exhibition",
    summary_ar: "معرض تفاعلي عند سفح جبل النور يروي قصة نزول الوحي على النبي صلى الله عليه وسلم.",
    summary_en: "An interactive exhibition at the foot of Jabal Al Nour telling the story of the first revelation.",
    description_ar: "يقع حي حراء الثقافي عند سفح جبل النور، ويضم معرض الوحي الذي يعرض قصة نزول القرآن الكريم بأسلوب بصري حديث، إلى جانب حديقة ومقاهٍ وممرات للمشاة. تناسب الزيارة العائلات وكبار السن، وتمنحك إطلالة على الجبل دون الحاجة إلى صعوده.",
    description_en: "At the foot of Jabal Al Nour, the Hira Cultural District houses the Revelation Exhibition, which tells the story of the Quran's revelation through modern visual displays, alongside gardens, cafes and walkways. It suits families and seniors and offers views of the mountain without the climb.",
    highlights: [
      { ar: "عروض بصرية تفاعلية عن بدء الوحي", en: "Interactive displays on the first revelation" },
      { ar: "إطلالة مباشرة على جبل النور", en: "Direct views of Jabal Al Nour" },
      { ar: "مرافق مهيأة لكبار السن والعربات", en: "Step-free access for seniors and strollers" }
    ],
    includes: [
      { ar: "تذكرة دخول معرض الوحي", en: "Revelation Exhibition ticket" },
      { ar: "دليل صوتي بعدة لغات", en: "Multilingual audio guide" }
    ],
    excludes: [
      { ar: "النقل إلى الحي", en: "Transport to the district" }
    ],
    itinerary: [
      { title_ar: "معرض الوحي", title_en: "Revelation Exhibition", text_ar: "جولة لمدة ساعة تقريبًا بين قاعات المعرض.", text_en: "About an hour through the exhibition halls." },
      { title_ar: "الساحات والحديقة", title_en: "Plazas and garden", text_ar: "وقت حر للتأمل والتصوير وزيارة المقاهي.", text_en: "Free time to reflect, take photos and visit the cafes." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "يُفضل الزيارة مساءً لاعتدال الجو.", en: "Evening visits are cooler and more pleasant." }
    ],
    what_to_bring: [
      { ar: "سماعات للدليل الصوتي", en: "Headphones for the audio guide" },
      { ar: "عبوة ماء", en: "Water bottle" }
    ],
    meeting_point_ar: "مدخل حي حراء الثقافي",
    meeting_point_en: "Hira Cultural District entrance",
    address_ar: "طريق حراء، حي جبل النور، مكة المكرمة",
    address_en: "Hira Road, Jabal Al Nour district, Makkah",
    lat: 21.453,
    lng: 39.863,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 45,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "kids"],
    labels: ["new", "family-friendly"],
    time_of_day: "evening",
    theme: "heritage"
  }
];
