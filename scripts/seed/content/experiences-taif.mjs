// Rihla demo catalog: base experiences in Taif.

export const taifExperiences = [
  {
    key: "taif-rose-farm-distillery-visit",
    city: "taif",
    kind: "tour",
    extraKinds: [],
    title_ar: "زيارة مزارع الورد الطائفي ومعمل التقطير",
    title_en: "Taif Rose Farm and Distillery Visit",
    summary_ar: "شاهد قطف الورد الطائفي مع الفجر، وتعرّف على تقطير ماء الورد ودهنه بالطريقة التقليدية.",
    summary_en: "Watch Taif roses being picked at dawn and see rose water and oil distilled the traditional way.",
    description_ar: "يُقطف الورد الطائفي في الساعات الأولى من الصباح قبل أن تشتد الشمس، ويحتاج إنتاج تولة واحدة من دهن الورد إلى آلاف الزهرات. يأخذك المرشد إلى مزرعة عائلية في الهدا لتشارك في القطف، ثم إلى معمل التقطير حيث تغلي القدور النحاسية وتفوح الرائحة في المكان.",
    description_en: "Taif roses are picked in the first hours of the morning before the sun grows strong, and a single tola of rose oil takes thousands of blooms. Your guide takes you to a family farm in Al Hada to join the harvest, then to the distillery where copper pots bubble and the scent fills the air.",
    highlights: [
      { ar: "المشاركة في قطف الورد مع الفجر", en: "Join the dawn rose harvest" },
      { ar: "معمل تقطير تقليدي بقدور نحاسية", en: "Traditional copper-pot distillery" },
      { ar: "ماء ورد هدية من المزرعة", en: "A bottle of rose water to take home" }
    ],
    includes: [
      { ar: "النقل من فندقك في الطائف", en: "Transport from your Taif hotel" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "إفطار خفيف وقهوة بالورد", en: "Light breakfast and rose-scented coffee" },
      { ar: "عبوة ماء ورد", en: "A bottle of rose water" }
    ],
    excludes: [
      { ar: "مشتريات دهن الورد", en: "Rose oil purchases" }
    ],
    itinerary: [
      { title_ar: "القطف", title_en: "The harvest", text_ar: "الوصول إلى المزرعة مع شروق الشمس والمشاركة في القطف.", text_en: "Arrive at sunrise and join the pickers." },
      { title_ar: "التقطير", title_en: "Distillation", text_ar: "جولة في المعمل وشرح مراحل استخلاص الدهن.", text_en: "Tour the distillery and learn how the oil is extracted." },
      { title_ar: "الإفطار", title_en: "Breakfast", text_ar: "إفطار خفيف بين الورود ثم العودة.", text_en: "A light breakfast among the roses, then back." }
    ],
    know_before_you_go: [
      { ar: "موسم الورد من منتصف مارس إلى نهاية أبريل تقريبًا، وفي باقي العام تُزار المعامل فقط.", en: "Rose season runs roughly mid-March to late April; out of season the visit covers the distillery only." },
      { ar: "الانطلاق مبكر جدًا قبل الشروق.", en: "Departure is very early, before sunrise." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة للصباح البارد", en: "A light jacket for the cool morning" },
      { ar: "حذاء مغلق", en: "Closed shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الطائف",
    meeting_point_en: "Pickup from your Taif hotel",
    address_ar: "مزارع الورد، الهدا، الطائف",
    address_en: "Rose farms, Al Hada, Taif",
    lat: 21.35,
    lng: 40.29,
    duration_minutes: 210,
    age_min: 0,
    age_max: 99,
    base_price_sar: 160,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["couples", "families", "seniors"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "green"
  },
  {
    key: "al-hada-al-kar-cable-car",
    city: "taif",
    kind: "attraction",
    extraKinds: [],
    title_ar: "تلفريك الهدا إلى قرية الكر",
    title_en: "Al Hada Cable Car to Al Kar Village",
    summary_ar: "انزل بالتلفريك من قمم الهدا إلى قرية الكر في الوادي، مع مشهد طريق الهدا المتعرج.",
    summary_en: "Glide from the Al Hada heights down to Al Kar village in the valley, with views of the winding Al Hada road.",
    description_ar: "يمتد التلفريك عدة كيلومترات من أعلى جبل الهدا إلى قرية الكر السياحية، ويمر فوق المنحدرات الصخرية ومنعطفات طريق الهدا الشهير. في الأسفل تجد ألعاب الأطفال والمطاعم والحدائق، ثم تعود صعودًا مع مشهد الغروب.",
    description_en: "The cable car runs several kilometres from the top of Al Hada down to Al Kar tourist village, passing over rocky slopes and the famous hairpins of the Al Hada road. Below you will find rides, restaurants and gardens, then ride back up as the sun sets.",
    highlights: [
      { ar: "إطلالة على منعطفات طريق الهدا", en: "Views over the Al Hada road hairpins" },
      { ar: "ألعاب وحدائق للأطفال في الكر", en: "Rides and gardens for kids at Al Kar" },
      { ar: "مشهد الغروب عند الصعود", en: "Sunset on the ride back up" }
    ],
    includes: [
      { ar: "تذكرة التلفريك ذهابًا وإيابًا", en: "Return cable car ticket" },
      { ar: "دخول قرية الكر", en: "Al Kar village entry" }
    ],
    excludes: [
      { ar: "الألعاب المدفوعة والطعام", en: "Paid rides and food" }
    ],
    itinerary: [
      { title_ar: "محطة الهدا", title_en: "Al Hada station", text_ar: "الصعود إلى العربة من المحطة العلوية.", text_en: "Board at the upper station." },
      { title_ar: "قرية الكر", title_en: "Al Kar village", text_ar: "وقت حر في القرية بين الألعاب والمطاعم.", text_en: "Free time among the rides and restaurants." }
    ],
    know_before_you_go: [
      { ar: "يتوقف التلفريك عند اشتداد الرياح أو الضباب الكثيف.", en: "Operations pause in strong wind or thick fog." },
      { ar: "الزحام أكبر في عطلات نهاية الأسبوع الصيفية.", en: "Summer weekends are busiest." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة", en: "A light jacket" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "محطة التلفريك العلوية، الهدا",
    meeting_point_en: "Upper cable car station, Al Hada",
    address_ar: "الهدا، غرب الطائف",
    address_en: "Al Hada, west of Taif",
    lat: 21.364,
    lng: 40.285,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 110,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["families", "kids", "friends"],
    labels: ["family-friendly", "instant-confirmation"],
    time_of_day: "afternoon",
    theme: "mountain"
  },
  {
    key: "al-shafa-mountain-day-trip",
    city: "taif",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "رحلة يوم في جبال الشفا",
    title_en: "Al Shafa Mountains Day Trip",
    summary_ar: "مرتفعات الشفا بمزارع الفاكهة والمطلات الشاهقة، مع غداء ريفي وسط الطبيعة.",
    summary_en: "The Al Shafa highlands, with fruit farms, soaring viewpoints and a country lunch in the open air.",
    description_ar: "تعد الشفا من أعلى مرتفعات الطائف وأبردها، وتشتهر بمزارع الرمان والخوخ والعنب وبإطلالاتها على تهامة. نزور مزرعة فاكهة موسمية، ونتوقف عند أشهر المطلات، ثم نتناول غداءً ريفيًا من الحنيذ والخبز البلدي.",
    description_en: "Al Shafa is among Taif's highest and coolest areas, known for pomegranate, peach and grape farms and views down to Tihama. We visit a seasonal fruit farm, stop at the best viewpoints and share a country lunch of haneeth and local bread.",
    highlights: [
      { ar: "مطلات الشفا على تهامة", en: "Al Shafa viewpoints over Tihama" },
      { ar: "مزرعة فاكهة موسمية", en: "A seasonal fruit farm" },
      { ar: "غداء ريفي تقليدي", en: "Traditional country lunch" }
    ],
    includes: [
      { ar: "النقل من الطائف وإليها", en: "Return transport from Taif" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "الغداء والمشروبات", en: "Lunch and drinks" }
    ],
    excludes: [
      { ar: "مشتريات الفاكهة والعسل", en: "Fruit and honey purchases" }
    ],
    itinerary: [
      { title_ar: "المزرعة", title_en: "The farm", text_ar: "جولة وتذوق الفاكهة الموسمية.", text_en: "A walk and tasting of seasonal fruit." },
      { title_ar: "المطلات", title_en: "Viewpoints", text_ar: "توقفات للتصوير والمشي الخفيف.", text_en: "Photo stops and gentle walks." },
      { title_ar: "الغداء", title_en: "Lunch", text_ar: "غداء ريفي ثم العودة إلى الطائف.", text_en: "Country lunch, then back to Taif." }
    ],
    know_before_you_go: [
      { ar: "الفاكهة المتاحة تختلف بحسب الموسم.", en: "Fruit on offer depends on the season." },
      { ar: "الطريق جبلي بمنعطفات كثيرة.", en: "The mountain road has many bends." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة", en: "A light jacket" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الطائف",
    meeting_point_en: "Pickup from your Taif hotel",
    address_ar: "الشفا، جنوب غرب الطائف",
    address_en: "Al Shafa, southwest of Taif",
    lat: 21.072,
    lng: 40.35,
    duration_minutes: 360,
    age_min: 0,
    age_max: 99,
    base_price_sar: 250,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "friends", "seniors"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "morning",
    theme: "green"
  },
  {
    key: "souq-okaz-guided-visit",
    city: "taif",
    kind: "attraction",
    extraKinds: ["tour"],
    title_ar: "زيارة سوق عكاظ التاريخي",
    title_en: "Souq Okaz Historic Site Visit",
    summary_ar: "قف حيث تبارى شعراء العرب قبل الإسلام، في موقع أشهر أسواق الجزيرة العربية.",
    summary_en: "Stand where pre-Islamic Arab poets once competed, at the site of Arabia's most famous market.",
    description_ar: "كان سوق عكاظ ملتقى سنويًا للتجارة والشعر والخطابة، تُعلّق فيه القصائد وتُحسم فيه الخلافات. يشرح المرشد تاريخ السوق ومكانته الأدبية، ونتجول في جادة عكاظ بين المعروضات والحرف، ويُفضّل أن تتزامن الزيارة مع مهرجان سوق عكاظ السنوي.",
    description_en: "Souq Okaz was an annual gathering for trade, poetry and oratory, where poems were recited and disputes settled. Your guide explains its history and literary status as we walk Okaz Avenue among exhibits and crafts, ideally during the annual Souq Okaz festival.",
    highlights: [
      { ar: "موقع أشهر أسواق العرب القديمة", en: "Site of Arabia's most famous ancient market" },
      { ar: "قصص الشعراء والمعلقات", en: "Stories of the poets and the Mu'allaqat" },
      { ar: "عروض حرفية وفنية في موسم المهرجان", en: "Crafts and performances in festival season" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "النقل من الطائف وإليها", en: "Return transport from Taif" }
    ],
    excludes: [
      { ar: "تذاكر عروض المهرجان", en: "Festival show tickets" }
    ],
    itinerary: [
      { title_ar: "الطريق إلى عكاظ", title_en: "Drive to Okaz", text_ar: "نحو ٤٠ دقيقة شمال شرق الطائف.", text_en: "About 40 minutes northeast of Taif." },
      { title_ar: "جادة عكاظ", title_en: "Okaz Avenue", text_ar: "جولة بين المعالم والمعروضات.", text_en: "A walk among the landmarks and exhibits." }
    ],
    know_before_you_go: [
      { ar: "تكتمل الفعاليات في موسم المهرجان الصيفي فقط.", en: "Full programming runs only in the summer festival season." },
      { ar: "الموقع مكشوف، فتجنب وقت الظهيرة.", en: "The site is exposed; avoid midday." }
    ],
    what_to_bring: [
      { ar: "قبعة وماء", en: "Hat and water" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الطائف",
    meeting_point_en: "Pickup from your Taif hotel",
    address_ar: "سوق عكاظ، شمال شرق الطائف",
    address_en: "Souq Okaz, northeast of Taif",
    lat: 21.58,
    lng: 40.52,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["seniors", "families", "solo"],
    labels: ["new", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "al-hada-mountain-resort-stay",
    city: "taif",
    kind: "hotel",
    extraKinds: [],
    title_ar: "إقامة في منتجع جبلي بالهدا",
    title_en: "Al Hada Mountain Resort Stay",
    summary_ar: "ليلة في منتجع هادئ على قمم الهدا، بحدائق واسعة وهواء عليل بعيدًا عن حرارة الساحل.",
    summary_en: "A night at a quiet resort on the Al Hada heights, with wide gardens and cool air far from the coastal heat.",
    description_ar: "يقع المنتجع على ارتفاع نحو ألفي متر، ويُعد ملاذًا مفضلًا لأهل جدة ومكة في الصيف. الغرف والشاليهات تطل على الحدائق أو الجبال، وتتوفر مسابح وملاعب للأطفال ومطعم يقدم الأطباق الحجازية.",
    description_en: "Set at around 2,000 m, the resort is a favourite summer escape for families from Jeddah and Makkah. Rooms and chalets look onto gardens or mountains, with pools, kids' play areas and a restaurant serving Hijazi dishes.",
    highlights: [
      { ar: "شاليهات عائلية بحدائق خاصة", en: "Family chalets with private gardens" },
      { ar: "مسبح وملاعب للأطفال", en: "Pool and kids' play areas" },
      { ar: "قريب من تلفريك الهدا", en: "Close to the Al Hada cable car" }
    ],
    includes: [
      { ar: "ليلة في غرفة مزدوجة", en: "One night in a double room" },
      { ar: "الإفطار لشخصين", en: "Breakfast for two" }
    ],
    excludes: [
      { ar: "الوجبات الأخرى", en: "Other meals" }
    ],
    itinerary: [
      { title_ar: "تسجيل الدخول", title_en: "Check-in", text_ar: "من الساعة الثالثة عصرًا.", text_en: "From 3 pm." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "حتى الثانية عشرة ظهرًا.", text_en: "By noon." }
    ],
    know_before_you_go: [
      { ar: "الصيف موسم الذروة، فاحجز مبكرًا.", en: "Summer is peak season; book early." },
      { ar: "الشاليهات العائلية بأسعار مختلفة.", en: "Family chalets are priced separately." }
    ],
    what_to_bring: [
      { ar: "الهوية لتسجيل الدخول", en: "ID for check-in" },
      { ar: "ملابس خفيفة وسترة للمساء", en: "Light clothes and a jacket for the evening" }
    ],
    meeting_point_ar: "مكتب الاستقبال في المنتجع",
    meeting_point_en: "Resort reception",
    address_ar: "طريق الهدا، الطائف",
    address_en: "Al Hada Road, Taif",
    lat: 21.37,
    lng: 40.3,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 550,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "kids"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "afternoon",
    theme: "green"
  },
  {
    key: "taif-weekend-package-from-jeddah",
    city: "taif",
    kind: "package",
    extraKinds: ["hotel", "tour"],
    title_ar: "باقة عطلة نهاية الأسبوع في الطائف من جدة",
    title_en: "Taif Weekend Package from Jeddah",
    summary_ar: "ليلتان في الطائف مع التنقل من جدة وجولتي الورد والشفا، لعطلة قصيرة بلا تخطيط.",
    summary_en: "Two nights in Taif with transport from Jeddah and rose farm and Al Shafa tours, a short break with no planning.",
    description_ar: "تنطلق الباقة من جدة يوم الخميس وتعود مساء السبت، فتقضي عطلتك في أجواء الطائف المعتدلة. تشمل الإقامة في منتجع بالهدا، وجولة في مزارع الورد، ورحلة يوم إلى الشفا، مع وقت حر للتسوق في سوق البلد.",
    description_en: "Leave Jeddah on Thursday and return Saturday evening, spending your weekend in Taif's mild climate. The package includes a resort stay in Al Hada, a rose farm visit and a day in Al Shafa, with free time to shop in the old souq.",
    highlights: [
      { ar: "تنقل مريح من جدة وإليها", en: "Comfortable transport from and to Jeddah" },
      { ar: "جولتان ضمن السعر", en: "Two tours included" },
      { ar: "إقامة في منتجع جبلي", en: "Mountain resort stay" }
    ],
    includes: [
      { ar: "ليلتان مع الإفطار", en: "Two nights with breakfast" },
      { ar: "النقل من جدة وإليها", en: "Return transport from Jeddah" },
      { ar: "جولة الورد ورحلة الشفا", en: "Rose farm tour and Al Shafa day trip" }
    ],
    excludes: [
      { ar: "الغداء والعشاء", en: "Lunch and dinner" }
    ],
    itinerary: [
      { title_ar: "الخميس", title_en: "Thursday", text_ar: "الانطلاق من جدة عصرًا وتسجيل الدخول في الهدا.", text_en: "Afternoon departure from Jeddah and check-in at Al Hada." },
      { title_ar: "الجمعة", title_en: "Friday", text_ar: "رحلة الشفا ثم وقت حر في سوق البلد.", text_en: "Al Shafa day trip, then free time in the old souq." },
      { title_ar: "السبت", title_en: "Saturday", text_ar: "جولة الورد صباحًا ثم العودة إلى جدة.", text_en: "Morning rose farm tour, then back to Jeddah." }
    ],
    know_before_you_go: [
      { ar: "يمر طريق غير المسلمين من جدة عبر طريق السيل دون دخول مكة المكرمة.", en: "For non-Muslim guests, the route from Jeddah uses the Al Sail road and bypasses Makkah." },
      { ar: "جولة الورد في غير موسمه تشمل زيارة المعمل فقط.", en: "Out of season, the rose tour covers the distillery only." }
    ],
    what_to_bring: [
      { ar: "ملابس بطبقات", en: "Layers" },
      { ar: "الهوية أو جواز السفر", en: "ID or passport" }
    ],
    meeting_point_ar: "الاستلام من فندقك أو منزلك في جدة",
    meeting_point_en: "Pickup from your Jeddah hotel or home",
    address_ar: "الهدا، الطائف",
    address_en: "Al Hada, Taif",
    lat: 21.37,
    lng: 40.3,
    duration_minutes: 2880,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1100,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon", "national-day"],
    best_for: ["families", "couples", "friends"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "green"
  },
  {
    key: "taif-licensed-guide-day",
    city: "taif",
    kind: "guide",
    extraKinds: [],
    title_ar: "مرشد سياحي مرخّص في الطائف ليوم كامل",
    title_en: "Licensed Taif Guide for a Day",
    summary_ar: "مرشد من أبناء الطائف يرافقك بين قصر شبرا والأسواق القديمة والمزارع والمطلات.",
    summary_en: "A Taif-born guide who takes you from Shubra Palace to the old souqs, farms and viewpoints.",
    description_ar: "يعرف المرشد الطائف وأسرارها، من تاريخ قصر شبرا ومساجدها القديمة إلى أفضل محلات العسل والورد في سوق البلد. تحدد معه البرنامج مسبقًا، ويناسب ذلك العائلات ومن يرغب في اكتشاف المدينة على مهل.",
    description_en: "Your guide knows Taif inside out, from the history of Shubra Palace and the old mosques to the best honey and rose shops in the souq. Shape the plan together in advance; it suits families and anyone who likes to explore at an easy pace.",
    highlights: [
      { ar: "برنامج مرن حسب رغبتك", en: "A flexible plan around your wishes" },
      { ar: "معرفة محلية بالأسواق والمزارع", en: "Local knowledge of souqs and farms" },
      { ar: "مرشد مرخّص من وزارة السياحة", en: "Ministry of Tourism licensed guide" }
    ],
    includes: [
      { ar: "مرشد لمدة ثماني ساعات", en: "Guide for eight hours" },
      { ar: "تخطيط البرنامج مسبقًا", en: "Advance trip planning" }
    ],
    excludes: [
      { ar: "النقل ورسوم الدخول والوجبات", en: "Transport, entry fees and meals" }
    ],
    itinerary: [
      { title_ar: "التخطيط", title_en: "Planning", text_ar: "مكالمة قصيرة لتحديد المحطات.", text_en: "A short call to choose your stops." },
      { title_ar: "يوم الجولة", title_en: "Tour day", text_ar: "يرافقك المرشد من الفندق طوال اليوم.", text_en: "Your guide joins you from the hotel all day." }
    ],
    know_before_you_go: [
      { ar: "السعر للمرشد لمجموعة حتى ثمانية أشخاص.", en: "Price is per guide for up to eight people." },
      { ar: "يمكن إضافة سيارة مع سائق.", en: "A car with driver can be added." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "قائمة اهتماماتك", en: "A list of your interests" }
    ],
    meeting_point_ar: "فندقك في الطائف",
    meeting_point_en: "Your hotel in Taif",
    address_ar: "الطائف",
    address_en: "Taif",
    lat: 21.2703,
    lng: 40.4158,
    duration_minutes: 480,
    age_min: 0,
    age_max: 99,
    base_price_sar: 700,
    pricing: "per_item",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["private", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "jeddah-makkah-to-taif-transfer",
    city: "taif",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من جدة أو مكة المكرمة إلى الطائف",
    title_en: "Private Transfer from Jeddah or Makkah to Taif",
    summary_ar: "سيارة خاصة تنقلك إلى فندقك في الطائف عبر طريق الهدا أو طريق السيل.",
    summary_en: "A private car to your Taif hotel via the Al Hada road or the Al Sail road.",
    description_ar: "تستغرق الرحلة من مكة المكرمة نحو ساعة ونصف عبر طريق الهدا الجبلي، ومن جدة نحو ساعتين ونصف. نختار المسار المناسب لكل ضيف، ونوفر سيارات عائلية تتسع للأمتعة.",
    description_en: "The drive from Makkah takes about 90 minutes via the mountain Al Hada road, and from Jeddah around two and a half hours. We choose the right route for each guest and offer family vehicles with room for luggage.",
    highlights: [
      { ar: "مسار مناسب لكل ضيف", en: "The right route for every guest" },
      { ar: "سيارات عائلية حتى سبعة ركاب", en: "Family vehicles for up to seven" },
      { ar: "سعر ثابت للسيارة", en: "Fixed price per vehicle" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "مياه باردة", en: "Chilled water" }
    ],
    excludes: [
      { ar: "التوقفات السياحية", en: "Sightseeing stops" }
    ],
    itinerary: [
      { title_ar: "الاستلام", title_en: "Pickup", text_ar: "من فندقك أو من المطار في الموعد المحدد.", text_en: "From your hotel or the airport at the agreed time." },
      { title_ar: "التوصيل", title_en: "Drop-off", text_ar: "الوصول إلى فندقك في الطائف.", text_en: "Arrive at your Taif hotel." }
    ],
    know_before_you_go: [
      { ar: "الانطلاق من مكة المكرمة متاح للمسلمين فقط، ويسلك غير المسلمين من جدة طريق السيل.", en: "Departures from Makkah are for Muslims only; non-Muslim guests travel from Jeddah via the Al Sail road." },
      { ar: "السعر للسيارة كاملة.", en: "Price is per vehicle." }
    ],
    what_to_bring: [
      { ar: "عنوان الاستلام والتوصيل", en: "Pickup and drop-off addresses" },
      { ar: "الهويات", en: "IDs" }
    ],
    meeting_point_ar: "فندقك في جدة أو مكة المكرمة",
    meeting_point_en: "Your hotel in Jeddah or Makkah",
    address_ar: "فنادق الطائف",
    address_en: "Taif hotels",
    lat: 21.3,
    lng: 40.35,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 450,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "couples"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "mountain"
  }
];
