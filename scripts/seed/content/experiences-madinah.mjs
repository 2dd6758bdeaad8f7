// Rihla demo catalog: base experiences in Madinah.

export const madinahExperiences = [
  {
    key: "madinah-ziyarah-quba-uhud-qiblatayn",
    city: "madinah",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة زيارة المدينة المنورة: قباء وأحد والقبلتين",
    title_en: "Madinah Ziyarah Tour: Quba, Uhud and Qiblatayn",
    summary_ar: "جولة صباحية على أبرز معالم السيرة: مسجد قباء، وجبل أحد ومقبرة الشهداء، ومسجد القبلتين.",
    summary_en: "A morning tour of the key sites of the Seerah: Quba Mosque, Mount Uhud and the Martyrs' Cemetery, and Masjid Al Qiblatayn.",
    description_ar: "نبدأ بمسجد قباء، أول مسجد بُني في الإسلام، حيث يحرص الزائر على الصلاة فيه اقتداءً بالسنة. ثم نتوجه إلى جبل أحد وجبل الرماة لنستعيد أحداث الغزوة ونسلّم على شهداء أحد، ونختم بمسجد القبلتين الذي شهد تحويل القبلة إلى الكعبة المشرفة.",
    description_en: "We start at Quba Mosque, the first mosque built in Islam, where visitors pray following the Prophet's practice. Next comes Mount Uhud and the Archers' Hill to retrace the battle and greet the martyrs, finishing at Masjid Al Qiblatayn, where the qibla was turned towards the Kaaba.",
    highlights: [
      { ar: "الصلاة في مسجد قباء", en: "Prayer at Quba Mosque" },
      { ar: "جبل الرماة ومقبرة شهداء أحد", en: "Archers' Hill and the Uhud Martyrs' Cemetery" },
      { ar: "مسجد القبلتين وقصة تحويل القبلة", en: "Masjid Al Qiblatayn and the change of qibla" }
    ],
    includes: [
      { ar: "النقل بحافلة أو سيارة مكيفة", en: "Air-conditioned coach or car" },
      { ar: "مرشد ديني مرخّص", en: "Licensed religious guide" },
      { ar: "مياه باردة وتمر", en: "Chilled water and dates" }
    ],
    excludes: [
      { ar: "المشتريات من سوق التمور", en: "Purchases at the date market" }
    ],
    itinerary: [
      { title_ar: "مسجد قباء", title_en: "Quba Mosque", text_ar: "وقت للصلاة والتعرف على تاريخ المسجد.", text_en: "Time to pray and learn the mosque's history." },
      { title_ar: "جبل أحد", title_en: "Mount Uhud", text_ar: "رواية أحداث غزوة أحد من جبل الرماة.", text_en: "The story of the Battle of Uhud told from Archers' Hill." },
      { title_ar: "مسجد القبلتين", title_en: "Masjid Al Qiblatayn", text_ar: "زيارة المسجد ثم العودة إلى الفندق قبل صلاة الظهر.", text_en: "Visit the mosque, then return to your hotel before Dhuhr." }
    ],
    know_before_you_go: [
      { ar: "الصلاة في المساجد للمسلمين، ويمكن لغيرهم مشاهدتها من الخارج.", en: "Prayer inside the mosques is for Muslims; other visitors may view them from outside." },
      { ar: "يُرجى ارتداء لباس محتشم، وللنساء غطاء الرأس.", en: "Modest dress please, with a headscarf for women." }
    ],
    what_to_bring: [
      { ar: "حذاء يسهل خلعه", en: "Shoes that slip off easily" },
      { ar: "مظلة أو قبعة", en: "An umbrella or hat" }
    ],
    meeting_point_ar: "الاستلام من فندقك في المنطقة المركزية",
    meeting_point_en: "Pickup from your central-area hotel",
    address_ar: "مسجد قباء، المدينة المنورة",
    address_en: "Quba Mosque, Madinah",
    lat: 24.4393,
    lng: 39.6173,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
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
    key: "madinah-hotel-near-prophets-mosque",
    city: "madinah",
    kind: "hotel",
    extraKinds: [],
    title_ar: "إقامة فندقية قرب المسجد النبوي",
    title_en: "Hotel Stay Near the Prophet's Mosque",
    summary_ar: "غرفة هادئة في فندق بالمنطقة المركزية على بعد دقائق سيرًا من أبواب المسجد النبوي.",
    summary_en: "A quiet room in a central-area hotel, a few minutes' walk from the gates of the Prophet's Mosque.",
    description_ar: "تطل الفنادق المختارة على الساحات الشمالية والغربية للمسجد النبوي، فتصل إلى الصلاة دون عناء حتى في أوقات الذروة. الغرف واسعة ومناسبة للعائلات، ويشمل السعر الإفطار مع خدمة حفظ الأمتعة بعد تسجيل الخروج.",
    description_en: "Our selected hotels overlook the northern and western plazas of the Prophet's Mosque, making it easy to reach prayers even at peak times. Rooms are spacious and family-friendly, with breakfast and luggage storage after check-out included.",
    highlights: [
      { ar: "دقائق سيرًا إلى المسجد النبوي", en: "Minutes on foot to the Prophet's Mosque" },
      { ar: "غرف عائلية وغرف مترابطة", en: "Family and connecting rooms" },
      { ar: "إفطار يومي", en: "Daily breakfast" }
    ],
    includes: [
      { ar: "ليلة واحدة في غرفة مزدوجة", en: "One night in a double room" },
      { ar: "الإفطار لشخصين", en: "Breakfast for two" },
      { ar: "حفظ الأمتعة", en: "Luggage storage" }
    ],
    excludes: [
      { ar: "الوجبات الأخرى", en: "Other meals" }
    ],
    itinerary: [
      { title_ar: "تسجيل الدخول", title_en: "Check-in", text_ar: "من الساعة الرابعة عصرًا.", text_en: "From 4 pm." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "حتى الثانية عشرة ظهرًا.", text_en: "By noon." }
    ],
    know_before_you_go: [
      { ar: "زيارة الروضة الشريفة تتطلب تصريحًا مسبقًا عبر تطبيق نسك.", en: "Visiting Al Rawdah requires an advance permit through the Nusuk app." },
      { ar: "المنطقة المحيطة بالمسجد النبوي مخصصة للمسلمين.", en: "The area around the Prophet's Mosque is for Muslims." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية لتسجيل الدخول", en: "Passport or ID for check-in" },
      { ar: "تأكيد الحجز", en: "Booking confirmation" }
    ],
    meeting_point_ar: "مكتب الاستقبال في الفندق",
    meeting_point_en: "Hotel reception",
    address_ar: "المنطقة المركزية الشمالية، المدينة المنورة",
    address_en: "Northern central area, Madinah",
    lat: 24.4705,
    lng: 39.6109,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 700,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["free-cancellation", "likely-to-sell-out"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "madinah-airport-transfer",
    city: "madinah",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار المدينة المنورة",
    title_en: "Private Madinah Airport Transfer",
    summary_ar: "استقبال في مطار الأمير محمد بن عبدالعزيز وتوصيل مباشر إلى فندقك في المنطقة المركزية.",
    summary_en: "Meet-and-greet at Prince Mohammad bin Abdulaziz Airport and a direct ride to your central-area hotel.",
    description_ar: "يبعد المطار نحو عشرين دقيقة عن المسجد النبوي، ويتابع سائقك موعد رحلتك ليكون بانتظارك مهما تغير. نوفر سيارات سيدان وعائلية مع مساحة كافية للأمتعة والكراسي المتحركة.",
    description_en: "The airport is about 20 minutes from the Prophet's Mosque, and your driver tracks your flight so they are there whatever the timing. Sedans and family vans have room for luggage and wheelchairs.",
    highlights: [
      { ar: "استقبال بلوحة باسمك", en: "Name-sign welcome" },
      { ar: "مساحة للكراسي المتحركة", en: "Room for wheelchairs" },
      { ar: "متاح على مدار الساعة", en: "Available 24 hours" }
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
      { title_ar: "التوصيل", title_en: "The drive", text_ar: "نحو عشرين دقيقة حتى فندقك.", text_en: "Around 20 minutes to your hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر للسيارة حتى ثلاثة ركاب، والسيارة العائلية حتى سبعة.", en: "Price is per car for up to three; family vans seat seven." },
      { ar: "أدخل رقم رحلتك عند الحجز.", en: "Add your flight number when booking." }
    ],
    what_to_bring: [
      { ar: "رقم الحجز", en: "Booking reference" },
      { ar: "عنوان الفندق", en: "Hotel address" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الأمير محمد بن عبدالعزيز الدولي",
    meeting_point_en: "Arrivals hall, Prince Mohammad bin Abdulaziz International Airport",
    address_ar: "طريق المطار، المدينة المنورة",
    address_en: "Airport Road, Madinah",
    lat: 24.5534,
    lng: 39.7051,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "night",
    theme: "city"
  },
  {
    key: "dar-al-madinah-museum",
    city: "madinah",
    kind: "attraction",
    extraKinds: [],
    title_ar: "متحف دار المدينة",
    title_en: "Dar Al Madinah Museum",
    summary_ar: "متحف يروي تاريخ المدينة المنورة وعمارتها، بمجسمات دقيقة للمسجد النبوي عبر العصور.",
    summary_en: "A museum of Madinah's history and architecture, with detailed models of the Prophet's Mosque through the ages.",
    description_ar: "يأخذك متحف دار المدينة في رحلة عبر تاريخ طيبة الطيبة، من بيوتها القديمة وأسوارها إلى مراحل توسعة المسجد النبوي. يضم المتحف مجسمات ومخطوطات وصورًا نادرة، ويناسب الزيارة العائلية بعد صلاة العصر.",
    description_en: "Dar Al Madinah Museum takes you through the city's past, from its old houses and walls to each expansion of the Prophet's Mosque. Models, manuscripts and rare photographs make it a good family visit after Asr.",
    highlights: [
      { ar: "مجسمات المسجد النبوي في مراحله المختلفة", en: "Models of the Prophet's Mosque across its expansions" },
      { ar: "صور نادرة للمدينة القديمة", en: "Rare photos of old Madinah" },
      { ar: "شرح بعدة لغات", en: "Explanations in several languages" }
    ],
    includes: [
      { ar: "تذكرة الدخول", en: "Entry ticket" },
      { ar: "جولة مصحوبة بمرشد المتحف", en: "Guided tour with a museum guide" }
    ],
    excludes: [
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "قاعات التاريخ", title_en: "History halls", text_ar: "جولة بين قاعات المدينة القديمة والسيرة.", text_en: "Tour the halls on old Madinah and the Seerah." },
      { title_ar: "قاعة المسجد النبوي", title_en: "Prophet's Mosque hall", text_ar: "مشاهدة المجسمات ومراحل التوسعة.", text_en: "See the models and expansion stages." }
    ],
    know_before_you_go: [
      { ar: "يغلق المتحف يوم الجمعة صباحًا.", en: "The museum is closed on Friday mornings." },
      { ar: "التصوير مسموح دون فلاش.", en: "Photography allowed without flash." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "مدخل متحف دار المدينة",
    meeting_point_en: "Dar Al Madinah Museum entrance",
    address_ar: "طريق الملك عبدالعزيز، المدينة المنورة",
    address_en: "King Abdulaziz Road, Madinah",
    lat: 24.4547,
    lng: 39.6053,
    duration_minutes: 90,
    age_min: 0,
    age_max: 99,
    base_price_sar: 50,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "kids"],
    labels: ["family-friendly", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "madinah-ajwa-date-farm-visit",
    city: "madinah",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "زيارة مزرعة تمور العجوة",
    title_en: "Ajwa Date Farm Visit",
    summary_ar: "تعرّف على أشهر تمور المدينة في مزرعة عائلية، وتذوق أصنافها مع القهوة العربية.",
    summary_en: "Meet Madinah's famous dates on a family farm and taste the varieties over Arabic coffee.",
    description_ar: "تشتهر المدينة المنورة بتمر العجوة وأصناف أخرى كالصفاوي والعنبرة. يستقبلك المزارع في مزرعته بمنطقة العوالي، ويشرح مراحل العناية بالنخيل من التلقيح إلى الجني، ثم تتذوق الأصناف وتختار ما تحمله معك هدية.",
    description_en: "Madinah is famous for Ajwa dates, along with Safawi, Anbara and more. A farmer welcomes you to his farm in Al Awali, explains palm care from pollination to harvest, then you taste the varieties and pick some to take home as gifts.",
    highlights: [
      { ar: "تذوق أكثر من خمسة أصناف من التمور", en: "Taste five or more date varieties" },
      { ar: "جولة بين النخيل مع المزارع", en: "Walk the palms with the farmer" },
      { ar: "سعر المزرعة عند الشراء", en: "Farm-gate prices for purchases" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel transport" },
      { ar: "جولة المزرعة والتذوق", en: "Farm tour and tasting" },
      { ar: "قهوة عربية", en: "Arabic coffee" }
    ],
    excludes: [
      { ar: "مشتريات التمور", en: "Date purchases" }
    ],
    itinerary: [
      { title_ar: "المزرعة", title_en: "The farm", text_ar: "جولة بين النخيل وشرح مراحل الزراعة.", text_en: "A walk through the palms and the growing cycle." },
      { title_ar: "التذوق", title_en: "Tasting", text_ar: "جلسة قهوة وتذوق الأصناف.", text_en: "Coffee and a tasting of the varieties." }
    ],
    know_before_you_go: [
      { ar: "موسم جني التمور من يوليو إلى سبتمبر.", en: "Harvest season runs from July to September." },
      { ar: "الجولة مناسبة لجميع الأعمار.", en: "Suitable for all ages." }
    ],
    what_to_bring: [
      { ar: "قبعة", en: "A hat" },
      { ar: "نقود أو بطاقة لشراء التمور", en: "Cash or card for dates" }
    ],
    meeting_point_ar: "الاستلام من فندقك في المدينة المنورة",
    meeting_point_en: "Pickup from your Madinah hotel",
    address_ar: "العوالي، جنوب المدينة المنورة",
    address_en: "Al Awali, south Madinah",
    lat: 24.43,
    lng: 39.64,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "kids", "seniors"],
    labels: ["family-friendly", "new"],
    time_of_day: "morning",
    theme: "oasis"
  },
  {
    key: "madinah-to-makkah-vip-transfer",
    city: "madinah",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص فاخر من المدينة المنورة إلى مكة المكرمة",
    title_en: "VIP Private Transfer, Madinah to Makkah",
    summary_ar: "سيارة فاخرة تنقلك من فندقك في المدينة إلى مكة، مع توقف في ميقات ذي الحليفة للإحرام.",
    summary_en: "A premium car from your Madinah hotel to Makkah, stopping at the Dhul Hulayfah miqat for ihram.",
    description_ar: "تستغرق الرحلة البرية نحو أربع ساعات ونصف على طريق الهجرة، في سيارة عائلية فاخرة مع سائق متمرس. نتوقف في مسجد ذي الحليفة ليتمكن المعتمر من الإحرام، ثم استراحة قصيرة في منتصف الطريق قبل الوصول إلى فندقك في مكة.",
    description_en: "The drive takes about four and a half hours along the Hijrah road in a premium family SUV with an experienced driver. We stop at Dhul Hulayfah Mosque so pilgrims can enter ihram, and again for a short break halfway before reaching your Makkah hotel.",
    highlights: [
      { ar: "توقف في ميقات ذي الحليفة", en: "Stop at the Dhul Hulayfah miqat" },
      { ar: "سيارة فاخرة تتسع لسبعة ركاب", en: "Premium SUV for up to seven" },
      { ar: "سائق ملمّ بالطريق ومواقع الاستراحة", en: "Driver who knows the road and rest stops" }
    ],
    includes: [
      { ar: "سيارة جمس يوكن أو ما يماثلها مع سائق", en: "GMC Yukon or similar with driver" },
      { ar: "مياه وتمر", en: "Water and dates" }
    ],
    excludes: [
      { ar: "الوجبات في الطريق", en: "Meals on the road" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "الاستلام من فندقك في المدينة المنورة.", text_en: "Pickup from your Madinah hotel." },
      { title_ar: "الميقات", title_en: "Miqat", text_ar: "توقف في مسجد ذي الحليفة للإحرام والصلاة.", text_en: "Stop at Dhul Hulayfah Mosque to enter ihram and pray." },
      { title_ar: "الوصول إلى مكة", title_en: "Arrive in Makkah", text_ar: "التوصيل إلى فندقك بعد استراحة في منتصف الطريق.", text_en: "Drop-off at your hotel after a halfway break." }
    ],
    know_before_you_go: [
      { ar: "دخول مكة المكرمة مقتصر على المسلمين.", en: "Entry to Makkah is for Muslims only." },
      { ar: "السعر للسيارة كاملة وليس للراكب.", en: "Price is for the whole vehicle, not per passenger." }
    ],
    what_to_bring: [
      { ar: "ملابس الإحرام في حقيبة اليد", en: "Ihram garments in your hand luggage" },
      { ar: "الهويات أو جوازات السفر", en: "IDs or passports" }
    ],
    meeting_point_ar: "بهو فندقك في المدينة المنورة",
    meeting_point_en: "Your Madinah hotel lobby",
    address_ar: "من المدينة المنورة إلى مكة المكرمة",
    address_en: "Madinah to Makkah",
    lat: 24.4133,
    lng: 39.5436,
    duration_minutes: 270,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1200,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "couples"],
    labels: ["private", "instant-confirmation"],
    time_of_day: "morning",
    theme: "desert"
  },
  {
    key: "hejaz-railway-museum-madinah",
    city: "madinah",
    kind: "attraction",
    extraKinds: [],
    title_ar: "متحف سكة حديد الحجاز",
    title_en: "Hejaz Railway Museum",
    summary_ar: "محطة العنبرية التاريخية التي كانت نهاية خط الحجاز من دمشق، بقاطراتها وصورها القديمة.",
    summary_en: "The historic Anbariya station, once the end of the line from Damascus, with vintage locomotives and photographs.",
    description_ar: "افتُتح خط سكة حديد الحجاز عام ١٩٠٨ لنقل الحجاج من دمشق إلى المدينة المنورة في أيام بدل أسابيع. تحولت المحطة الحجرية الأنيقة إلى متحف يعرض القاطرات والعربات والتذاكر والصور، ويروي قصة الخط حتى توقفه.",
    description_en: "The Hejaz Railway opened in 1908 to carry pilgrims from Damascus to Madinah in days rather than weeks. Its elegant stone terminus is now a museum of locomotives, carriages, tickets and photographs that tells the line's story until it fell silent.",
    highlights: [
      { ar: "قاطرات وعربات أصلية", en: "Original locomotives and carriages" },
      { ar: "عمارة المحطة الحجرية", en: "The stone station architecture" },
      { ar: "مناسبة للأطفال ومحبي القطارات", en: "Great for kids and rail fans" }
    ],
    includes: [
      { ar: "تذكرة الدخول", en: "Entry ticket" },
      { ar: "خريطة الموقع ودليل مختصر للمعروضات", en: "Site map and short exhibit guide" }
    ],
    excludes: [
      { ar: "النقل والمرشد", en: "Transport and guide" }
    ],
    itinerary: [
      { title_ar: "قاعة العرض", title_en: "Exhibition hall", text_ar: "صور ووثائق عن إنشاء الخط.", text_en: "Photos and documents on building the line." },
      { title_ar: "ساحة القاطرات", title_en: "Locomotive yard", text_ar: "مشاهدة القاطرات والتصوير بجانبها.", text_en: "See the locomotives and take photos beside them." }
    ],
    know_before_you_go: [
      { ar: "المتحف مفتوح للجميع.", en: "The museum is open to all visitors." },
      { ar: "أفضل وقت للزيارة بعد العصر.", en: "Late afternoon is the best time to visit." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مدخل محطة العنبرية",
    meeting_point_en: "Anbariya station entrance",
    address_ar: "حي العنبرية، المدينة المنورة",
    address_en: "Al Anbariya, Madinah",
    lat: 24.4649,
    lng: 39.5988,
    duration_minutes: 60,
    age_min: 0,
    age_max: 99,
    base_price_sar: 25,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing"],
    best_for: ["kids", "families", "solo"],
    labels: ["family-friendly", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "madinah-ziyarah-package-2-nights",
    city: "madinah",
    kind: "package",
    extraKinds: ["hotel", "tour"],
    title_ar: "باقة الزيارة في المدينة المنورة لليلتين",
    title_en: "Madinah Ziyarah Package, 2 Nights",
    summary_ar: "ليلتان قرب المسجد النبوي مع التوصيل وجولة الزيارة والمساعدة في حجز تصريح الروضة.",
    summary_en: "Two nights near the Prophet's Mosque with transfers, a ziyarah tour and help booking your Rawdah permit.",
    description_ar: "باقة مناسبة لمن يزور المدينة المنورة بعد العمرة أو قبلها، تجمع الإقامة القريبة من المسجد النبوي والتوصيل من المطار أو محطة القطار. نساعدك في حجز موعد زيارة الروضة الشريفة عبر نسك، ونرتب جولة صباحية لمسجد قباء وجبل أحد ومسجد القبلتين.",
    description_en: "Ideal before or after Umrah, this package combines a hotel close to the Prophet's Mosque with transfers from the airport or train station. We help you book a Rawdah visit through Nusuk and arrange a morning tour of Quba Mosque, Mount Uhud and Masjid Al Qiblatayn.",
    highlights: [
      { ar: "إقامة قرب المسجد النبوي", en: "Stay close to the Prophet's Mosque" },
      { ar: "مساعدة في حجز تصريح الروضة", en: "Help booking your Rawdah permit" },
      { ar: "جولة الزيارة الصباحية", en: "Morning ziyarah tour" }
    ],
    includes: [
      { ar: "ليلتان مع الإفطار في غرفة مزدوجة", en: "Two nights with breakfast in a double room" },
      { ar: "التوصيل من المطار أو المحطة وإليهما", en: "Airport or station transfers both ways" },
      { ar: "جولة زيارة المعالم", en: "Ziyarah sightseeing tour" }
    ],
    excludes: [
      { ar: "الطيران وتذاكر القطار", en: "Flights and train tickets" }
    ],
    itinerary: [
      { title_ar: "الوصول", title_en: "Arrival", text_ar: "الاستقبال والتوصيل إلى الفندق وتسجيل الدخول.", text_en: "Welcome, transfer and hotel check-in." },
      { title_ar: "يوم الزيارة", title_en: "Ziyarah day", text_ar: "جولة قباء وأحد والقبلتين صباحًا، وبقية اليوم للعبادة.", text_en: "Quba, Uhud and Qiblatayn in the morning, the rest of the day for worship." },
      { title_ar: "المغادرة", title_en: "Departure", text_ar: "تسجيل الخروج والتوصيل إلى المطار أو المحطة.", text_en: "Check-out and transfer to the airport or station." }
    ],
    know_before_you_go: [
      { ar: "مواعيد الروضة تخضع للتوفر في تطبيق نسك.", en: "Rawdah slots depend on availability in Nusuk." },
      { ar: "المنطقة المحيطة بالمسجد النبوي مخصصة للمسلمين.", en: "The area around the Prophet's Mosque is for Muslims." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" },
      { ar: "حساب مفعّل في تطبيق نسك", en: "An active Nusuk app account" }
    ],
    meeting_point_ar: "مطار المدينة المنورة أو محطة قطار الحرمين",
    meeting_point_en: "Madinah airport or Haramain station",
    address_ar: "المنطقة المركزية، المدينة المنورة",
    address_en: "Central area, Madinah",
    lat: 24.4672,
    lng: 39.6111,
    duration_minutes: 2880,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1500,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur", "hi"],
    occasions: ["ramadan-nights", "family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  }
];
