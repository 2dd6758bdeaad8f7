// Rihla demo catalog: base experiences in AlUla.

export const alulaExperiences = [
  {
    key: "hegra-guided-tour",
    city: "alula",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة الحِجر الأثرية",
    title_en: "Hegra Guided Heritage Tour",
    summary_ar: "قف أمام مقابر الأنباط المنحوتة في الصخر بالحِجر، أول موقع سعودي على قائمة التراث العالمي.",
    summary_en: "Stand before the rock-cut Nabataean tombs of Hegra, Saudi Arabia's first UNESCO World Heritage Site.",
    description_ar: "كانت الحِجر مدينة الأنباط الجنوبية قبل نحو ألفي عام، وتضم أكثر من مئة مقبرة منحوتة بواجهات مزخرفة. ينقلك الراوي بسيارة كلاسيكية مكشوفة بين أبرز المواقع، من قصر الفريد المنفرد إلى جبل إثلب وقاعة الديوان، مع شرح للنقوش وطرق الحياة في تلك الحقبة.",
    description_en: "Some 2,000 years ago Hegra was the Nabataeans' southern city, and more than a hundred tombs with carved facades survive. A local storyteller drives you by open-top vintage Land Rover between the key sites, from the lone Qasr Al Farid to Jabal Ithlib and the Diwan, explaining the inscriptions and daily life of the era.",
    highlights: [
      { ar: "قصر الفريد، المقبرة المنحوتة في صخرة منفردة", en: "Qasr Al Farid, the tomb carved into a lone rock" },
      { ar: "قاعة الديوان وممر السيق في جبل إثلب", en: "The Diwan and the Siq passage at Jabal Ithlib" },
      { ar: "رواة محليون من أبناء العلا", en: "Local storytellers from AlUla" }
    ],
    includes: [
      { ar: "تذكرة دخول الحِجر", en: "Hegra entry ticket" },
      { ar: "التنقل بين المواقع بسيارة كلاسيكية", en: "Vintage Land Rover between sites" },
      { ar: "راوٍ محلي مرخّص", en: "Licensed local storyteller" }
    ],
    excludes: [
      { ar: "النقل إلى مركز الزوار", en: "Transport to the visitor centre" }
    ],
    itinerary: [
      { title_ar: "مركز الزوار", title_en: "Visitor centre", text_ar: "تسجيل الحضور ومقدمة قصيرة عن مملكة الأنباط.", text_en: "Check in and a short introduction to the Nabataean kingdom." },
      { title_ar: "المقابر الكبرى", title_en: "The great tombs", text_ar: "توقفات عند مقابر جبل الأحمر وجبل البنات.", text_en: "Stops at the tombs of Jabal Al Ahmar and Jabal Al Banat." },
      { title_ar: "جبل إثلب وقصر الفريد", title_en: "Jabal Ithlib and Qasr Al Farid", text_ar: "المشي في ممر السيق ثم الختام عند قصر الفريد.", text_en: "Walk the Siq, then finish at Qasr Al Farid." }
    ],
    know_before_you_go: [
      { ar: "يُمنع تسلق المقابر أو لمس الواجهات المنحوتة.", en: "Climbing on or touching the carved facades is not allowed." },
      { ar: "الدخول إلى الحِجر بالحجز المسبق فقط.", en: "Entry to Hegra is by advance booking only." }
    ],
    what_to_bring: [
      { ar: "قبعة ونظارة شمسية", en: "Hat and sunglasses" },
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "عبوة ماء", en: "Water bottle" }
    ],
    meeting_point_ar: "مركز زوار الحِجر",
    meeting_point_en: "Hegra Welcome Centre",
    address_ar: "الحِجر، شمال العلا",
    address_en: "Hegra, north of AlUla",
    lat: 26.7915,
    lng: 37.9543,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 265,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["couples", "families", "seniors"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "elephant-rock-sunset-lounge",
    city: "alula",
    kind: "attraction",
    extraKinds: [],
    title_ar: "غروب الشمس عند صخرة الفيل",
    title_en: "Elephant Rock Sunset Lounge",
    summary_ar: "جلسة مريحة أمام صخرة الفيل الشهيرة تشاهد منها الغروب ثم سماء العلا المرصعة بالنجوم.",
    summary_en: "Reserved seating facing the famous Elephant Rock for sunset and the starry AlUla sky that follows.",
    description_ar: "نحتت الرياح والزمن جبل الفيل على هيئة فيل عملاق يرتفع نحو ٥٢ مترًا فوق الرمال. يضمن لك الحجز جلسة أرضية في منطقة الاستراحة المقابلة للصخرة مع مشروب، لتستمتع بتبدل ألوان الصخر عند الغروب ثم بالإضاءة الخافتة ليلًا.",
    description_en: "Wind and time have shaped Jabal AlFil into a giant elephant rising about 52 m above the sand. Your booking secures floor seating in the lounge facing the rock plus a drink, so you can watch its colours shift at sunset and enjoy the soft lighting after dark.",
    highlights: [
      { ar: "أشهر تكوين صخري في العلا", en: "AlUla's most famous rock formation" },
      { ar: "جلسات أرضية حول مواقد النار", en: "Floor seating around fire pits" },
      { ar: "سماء صافية مثالية لرصد النجوم", en: "Clear skies for stargazing" }
    ],
    includes: [
      { ar: "حجز جلسة في منطقة الاستراحة", en: "Reserved lounge seating" },
      { ar: "مشروب ساخن أو بارد", en: "One hot or cold drink" }
    ],
    excludes: [
      { ar: "الطعام والطلبات الإضافية", en: "Food and extra orders" }
    ],
    itinerary: [
      { title_ar: "الوصول", title_en: "Arrival", text_ar: "احضر قبل الغروب بنحو ٤٥ دقيقة لاختيار أفضل زاوية.", text_en: "Arrive about 45 minutes before sunset for the best angle." },
      { title_ar: "الغروب والمساء", title_en: "Sunset and evening", text_ar: "استمتع بالغروب ثم بجو المساء الهادئ حول النار.", text_en: "Enjoy the sunset, then a quiet evening by the fire." }
    ],
    know_before_you_go: [
      { ar: "تنخفض الحرارة كثيرًا بعد الغروب في الشتاء.", en: "Temperatures drop sharply after sunset in winter." },
      { ar: "الجلسة متاحة لمدة ساعتين من موعد الحجز.", en: "Seating is held for two hours from your booking time." }
    ],
    what_to_bring: [
      { ar: "سترة دافئة", en: "A warm jacket" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مدخل منطقة صخرة الفيل",
    meeting_point_en: "Elephant Rock entrance",
    address_ar: "جبل الفيل، شمال شرق العلا",
    address_en: "Jabal AlFil, northeast of AlUla",
    lat: 26.66,
    lng: 38.0,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 60,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "family-outing"],
    best_for: ["couples", "families", "friends"],
    labels: ["instant-confirmation", "family-friendly"],
    time_of_day: "evening",
    theme: "desert"
  },
  {
    key: "alula-old-town-walk",
    city: "alula",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة البلدة القديمة في العلا",
    title_en: "AlUla Old Town Walking Tour",
    summary_ar: "ممرات مظللة بين أكثر من ٩٠٠ بيت طيني، وصعود إلى قلعة موسى بن نصير المطلة على الواحة.",
    summary_en: "Shaded lanes between 900-plus mud-brick homes and a climb to the Musa bin Nusayr fort above the oasis.",
    description_ar: "سكن أهل العلا بلدتهم القديمة منذ القرن الثاني عشر حتى ثمانينيات القرن الماضي، وكانت محطة مهمة على طريق الحج الشامي. يشرح لك المرشد كيف بُنيت البيوت المتلاصقة لتوفير الظل والأمان، ثم تصعد إلى القلعة لتشاهد بساتين النخيل الممتدة على طول الوادي.",
    description_en: "People lived in AlUla Old Town from the 12th century until the 1980s, and it was a key stop on the Syrian pilgrimage route. Your guide shows how the tightly packed houses provided shade and security, then you climb to the fort for views over palm groves lining the valley.",
    highlights: [
      { ar: "أزقة ضيقة ومسقوفة تحفظ البرودة", en: "Narrow covered lanes that stay cool" },
      { ar: "إطلالة الواحة من أعلى القلعة", en: "Oasis views from the fort" },
      { ar: "سوق الممشى بمقاهيه ومحلاته الحرفية", en: "The promenade with cafes and craft shops" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "تذكرة الدخول", en: "Entry ticket" }
    ],
    excludes: [
      { ar: "المشتريات من المحلات", en: "Shopping" }
    ],
    itinerary: [
      { title_ar: "الممشى", title_en: "The promenade", text_ar: "لقاء المرشد عند مدخل الممشى التراثي.", text_en: "Meet your guide at the heritage promenade." },
      { title_ar: "الأزقة القديمة", title_en: "Old lanes", text_ar: "جولة بين البيوت والمساجد القديمة وساحة البلدة.", text_en: "Walk past old homes, mosques and the town square." },
      { title_ar: "القلعة", title_en: "The fort", text_ar: "صعود نحو ١٨٠ درجة إلى القلعة للإطلالة الأخيرة.", text_en: "Climb about 180 steps to the fort for a final view." }
    ],
    know_before_you_go: [
      { ar: "يتطلب صعود القلعة لياقة متوسطة.", en: "The climb to the fort needs moderate fitness." },
      { ar: "الجولة تُقام صباحًا ومساءً لتجنب حرارة الظهيرة.", en: "Tours run morning and evening to avoid the midday heat." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "عبوة ماء", en: "Water bottle" }
    ],
    meeting_point_ar: "مدخل ممشى البلدة القديمة",
    meeting_point_en: "Old Town promenade entrance",
    address_ar: "البلدة القديمة، العلا",
    address_en: "Old Town, AlUla",
    lat: 26.6174,
    lng: 37.9157,
    duration_minutes: 90,
    age_min: 5,
    age_max: 85,
    base_price_sar: 95,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "solo", "couples"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "evening",
    theme: "heritage"
  },
  {
    key: "maraya-ashar-valley-evening",
    city: "alula",
    kind: "attraction",
    extraKinds: [],
    title_ar: "أمسية مرايا ووادي عشار",
    title_en: "Maraya and Ashar Valley Evening",
    summary_ar: "زر مرايا، أكبر مبنى مكسو بالمرايا في العالم، وشاهد الوادي ينعكس على جدرانه عند الغروب.",
    summary_en: "Visit Maraya, the world's largest mirrored building, and watch the valley reflected in its walls at sunset.",
    description_ar: "يقف مبنى مرايا وسط وادي عشار مغطى بنحو ٩٧٤٠ لوحًا من المرايا، حتى يكاد يختفي في المشهد الصخري من حوله. تشمل الزيارة جولة خارجية حول المبنى ووقتًا للتصوير عند الغروب، مع إمكانية إضافة عشاء في المطعم أو حضور فعالية إن توفرت في تاريخ زيارتك.",
    description_en: "Clad in some 9,740 mirrored panels, Maraya stands in Ashar Valley almost vanishing into the rocky landscape. Your visit includes a guided walk around the building and sunset photo time, with dinner or an event ticket available to add on selected dates.",
    highlights: [
      { ar: "مبنى مسجل في موسوعة غينيس للأرقام القياسية", en: "A Guinness World Records holder" },
      { ar: "انعكاسات الغروب على واجهة المرايا", en: "Sunset reflections across the mirrored facade" },
      { ar: "النقل من الفندق عبر وادي عشار", en: "Hotel transport through Ashar Valley" }
    ],
    includes: [
      { ar: "النقل ذهابًا وإيابًا داخل العلا", en: "Return transport within AlUla" },
      { ar: "جولة مصحوبة حول المبنى", en: "Guided walk around the building" }
    ],
    excludes: [
      { ar: "العشاء وتذاكر الحفلات", en: "Dinner and concert tickets" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "الاستلام من فندقك في العلا قبل الغروب.", text_en: "Pickup from your AlUla hotel before sunset." },
      { title_ar: "مرايا", title_en: "Maraya", text_ar: "جولة حول المبنى ووقت للتصوير مع تبدل الضوء.", text_en: "A walk around the building and photo time as the light changes." },
      { title_ar: "العودة", title_en: "Return", text_ar: "العودة إلى الفندق أو البقاء للعشاء.", text_en: "Back to your hotel, or stay on for dinner." }
    ],
    know_before_you_go: [
      { ar: "قد يُغلق محيط المبنى في أيام الفعاليات الخاصة.", en: "The area around the building may close for private events." },
      { ar: "الدخول إلى قاعة الحفلات بتذكرة الفعالية فقط.", en: "Entry to the concert hall is with an event ticket only." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة", en: "A light jacket" },
      { ar: "هاتف أو كاميرا", en: "Phone or camera" }
    ],
    meeting_point_ar: "الاستلام من فندقك في العلا",
    meeting_point_en: "Pickup from your AlUla hotel",
    address_ar: "وادي عشار، العلا",
    address_en: "Ashar Valley, AlUla",
    lat: 26.56,
    lng: 37.85,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "birthday"],
    best_for: ["couples", "friends", "solo"],
    labels: ["new", "free-cancellation"],
    time_of_day: "evening",
    theme: "desert"
  },
  {
    key: "alula-hot-air-balloon-sunrise",
    city: "alula",
    kind: "activity",
    extraKinds: [],
    title_ar: "رحلة منطاد عند الشروق فوق العلا",
    title_en: "AlUla Sunrise Hot Air Balloon Flight",
    summary_ar: "حلّق مع أول ضوء فوق الأودية والتكوينات الصخرية وبساتين النخيل في رحلة لا تُنسى.",
    summary_en: "Float at first light over canyons, rock formations and palm groves on an unforgettable flight.",
    description_ar: "يرتفع المنطاد مع شروق الشمس ليكشف لك العلا من زاوية لا يراها إلا القليل، من الواحة الخضراء إلى الجبال الرملية المنحوتة. تستغرق الرحلة نحو ساعة في الجو بقيادة طيارين معتمدين، وتنتهي باحتفال صغير وشهادة طيران.",
    description_en: "Lifting off at sunrise, the balloon reveals AlUla from an angle few ever see, from the green oasis to wind-carved sandstone mountains. Expect about an hour aloft with certified pilots, finishing with a small celebration and a flight certificate.",
    highlights: [
      { ar: "ساعة كاملة في الجو تقريبًا", en: "Around an hour in the air" },
      { ar: "مشهد الشروق فوق الواحة", en: "Sunrise over the oasis" },
      { ar: "شهادة طيران تذكارية", en: "Commemorative flight certificate" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel pickup and drop-off" },
      { ar: "رحلة المنطاد مع طيار معتمد", en: "Balloon flight with a certified pilot" },
      { ar: "قهوة وتمر ووجبة خفيفة بعد الهبوط", en: "Coffee, dates and a snack after landing" }
    ],
    excludes: [
      { ar: "الصور والفيديو الاحترافي", en: "Professional photos and video" }
    ],
    itinerary: [
      { title_ar: "الاستلام فجرًا", title_en: "Pre-dawn pickup", text_ar: "نستلمك من الفندق قبل الشروق بنحو ساعة ونصف.", text_en: "Pickup about 90 minutes before sunrise." },
      { title_ar: "الإقلاع", title_en: "Lift-off", text_ar: "شرح السلامة ومشاهدة نفخ المنطاد ثم الإقلاع.", text_en: "Safety briefing, watch the balloon inflate, then lift off." },
      { title_ar: "الهبوط والاحتفال", title_en: "Landing and celebration", text_ar: "قهوة وتمر وتسليم الشهادات قبل العودة.", text_en: "Coffee, dates and certificates before the drive back." }
    ],
    know_before_you_go: [
      { ar: "الرحلات موسمية من أكتوبر إلى مارس وتعتمد على حالة الطقس.", en: "Flights are seasonal, October to March, and weather-dependent." },
      { ar: "عند الإلغاء بسبب الطقس يُعاد جدولة الرحلة أو يُسترد المبلغ كاملًا.", en: "Weather cancellations are rebooked or fully refunded." },
      { ar: "غير مناسب للحوامل أو للأطفال دون ٦ سنوات.", en: "Not suitable during pregnancy or for children under 6." }
    ],
    what_to_bring: [
      { ar: "ملابس دافئة بطبقات", en: "Warm layers" },
      { ar: "حذاء مغلق", en: "Closed shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في العلا",
    meeting_point_en: "Pickup from your AlUla hotel",
    address_ar: "موقع إقلاع المناطيد، العلا",
    address_en: "Balloon launch site, AlUla",
    lat: 26.64,
    lng: 37.94,
    duration_minutes: 210,
    age_min: 6,
    age_max: 75,
    base_price_sar: 1650,
    pricing: "per_person",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "birthday"],
    best_for: ["couples", "friends", "solo"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "morning",
    theme: "desert"
  },
  {
    key: "gharameel-stargazing-night",
    city: "alula",
    kind: "activity",
    extraKinds: [],
    title_ar: "ليلة رصد النجوم في الغراميل",
    title_en: "Stargazing Night at Gharameel",
    summary_ar: "سماء مظلمة وقمم صخرية غريبة وتلسكوبات احترافية مع فلكي يقرأ لك خريطة السماء.",
    summary_en: "Dark skies, surreal rock spires and pro telescopes, with an astronomer to read the sky for you.",
    description_ar: "تقع الغراميل بعيدًا عن أضواء المدينة، وتتناثر فيها قمم صخرية مدببة تمنح المكان طابعًا ساحرًا في الليل. يقدم الفلكي شرحًا للنجوم والكواكب وكيف اهتدى بها العرب في أسفارهم، ثم تشاهد القمر والكواكب عبر التلسكوبات وأنت تحتسي الشاي.",
    description_en: "Gharameel lies far from the town lights, its pointed rock spires giving the site a magical feel after dark. An astronomer explains the stars and planets and how Arab travellers navigated by them, then you view the moon and planets through telescopes over a cup of tea.",
    highlights: [
      { ar: "سماء خالية من التلوث الضوئي", en: "Skies free of light pollution" },
      { ar: "تلسكوبات احترافية", en: "Professional telescopes" },
      { ar: "قصص الملاحة العربية بالنجوم", en: "Stories of Arab star navigation" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel transport" },
      { ar: "فلكي متخصص", en: "Specialist astronomer" },
      { ar: "شاي وقهوة ووجبة خفيفة", en: "Tea, coffee and snacks" }
    ],
    excludes: [
      { ar: "العشاء الكامل", en: "Full dinner" }
    ],
    itinerary: [
      { title_ar: "الوصول إلى الغراميل", title_en: "Arrive at Gharameel", text_ar: "جولة قصيرة بين القمم الصخرية بعد حلول الظلام.", text_en: "A short walk among the rock spires after dark." },
      { title_ar: "جلسة الفلك", title_en: "Astronomy session", text_ar: "شرح للسماء ثم الرصد بالتلسكوبات.", text_en: "A sky talk, then telescope viewing." }
    ],
    know_before_you_go: [
      { ar: "أفضل الليالي للرصد هي البعيدة عن اكتمال القمر.", en: "Nights away from the full moon are best for viewing." },
      { ar: "يُرجى إطفاء مصابيح الهواتف أثناء الرصد.", en: "Please keep phone torches off during viewing." }
    ],
    what_to_bring: [
      { ar: "ملابس دافئة", en: "Warm clothes" },
      { ar: "بطانية صغيرة إن رغبت", en: "A small blanket if you like" }
    ],
    meeting_point_ar: "الاستلام من فندقك في العلا",
    meeting_point_en: "Pickup from your AlUla hotel",
    address_ar: "الغراميل، شمال العلا",
    address_en: "Gharameel, north of AlUla",
    lat: 26.85,
    lng: 38.05,
    duration_minutes: 180,
    age_min: 5,
    age_max: 99,
    base_price_sar: 280,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "kids"],
    labels: ["family-friendly", "new"],
    time_of_day: "night",
    theme: "desert"
  },
  {
    key: "dadan-jabal-ikmah-tour",
    city: "alula",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة دادان وجبل عكمة",
    title_en: "Dadan and Jabal Ikmah Tour",
    summary_ar: "اكتشف عاصمة مملكتي دادان ولحيان، ثم اقرأ التاريخ منقوشًا على صخور جبل عكمة.",
    summary_en: "Explore the capital of the Dadanite and Lihyanite kingdoms, then read history carved into Jabal Ikmah.",
    description_ar: "قبل الأنباط بقرون ازدهرت دادان مركزًا تجاريًا على طريق البخور، ولا تزال مقابر الأسود المنحوتة في الجبل شاهدة على ذلك. ننتقل بعدها إلى جبل عكمة الذي يوصف بالمكتبة المفتوحة لكثرة نقوشه الدادانية واللحيانية والثمودية.",
    description_en: "Centuries before the Nabataeans, Dadan thrived as a trading hub on the incense route, and its Lion Tombs carved into the cliff still testify to that. We then head to Jabal Ikmah, an open-air library of Dadanitic, Lihyanite and Thamudic inscriptions.",
    highlights: [
      { ar: "مقابر الأسود المنحوتة في دادان", en: "The carved Lion Tombs of Dadan" },
      { ar: "مئات النقوش القديمة في جبل عكمة", en: "Hundreds of ancient inscriptions at Jabal Ikmah" },
      { ar: "مواقع تنقيب أثري نشطة", en: "Active archaeological digs" }
    ],
    includes: [
      { ar: "تذاكر الدخول للموقعين", en: "Entry to both sites" },
      { ar: "مرشد مرخّص", en: "Licensed guide" },
      { ar: "التنقل بين الموقعين", en: "Transport between the sites" }
    ],
    excludes: [
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "دادان", title_en: "Dadan", text_ar: "جولة في الموقع الأثري ومقابر الأسود.", text_en: "Tour the archaeological site and the Lion Tombs." },
      { title_ar: "جبل عكمة", title_en: "Jabal Ikmah", text_ar: "مسار قصير في الوادي بين النقوش مع شرح معانيها.", text_en: "A short canyon walk among the inscriptions and what they say." }
    ],
    know_before_you_go: [
      { ar: "المسار في جبل عكمة رملي وغير ممهد.", en: "The path at Jabal Ikmah is sandy and unpaved." },
      { ar: "يُمنع لمس النقوش الصخرية.", en: "Please do not touch the rock inscriptions." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "قبعة وواقي شمس", en: "Hat and sunscreen" }
    ],
    meeting_point_ar: "مركز زوار دادان",
    meeting_point_en: "Dadan visitor centre",
    address_ar: "دادان، شمال البلدة القديمة، العلا",
    address_en: "Dadan, north of the Old Town, AlUla",
    lat: 26.6467,
    lng: 37.9273,
    duration_minutes: 180,
    age_min: 6,
    age_max: 99,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing"],
    best_for: ["seniors", "solo", "couples"],
    labels: ["new", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "riyadh-alula-return-flight-package",
    city: "alula",
    kind: "flight",
    extraKinds: ["package"],
    title_ar: "باقة طيران ذهاب وعودة من الرياض إلى العلا",
    title_en: "Riyadh–AlUla Return Flight Package",
    summary_ar: "رحلتا طيران مباشرتان بين الرياض والعلا مع التوصيل من مطار العلا إلى فندقك.",
    summary_en: "Direct return flights between Riyadh and AlUla, with airport transfers to your hotel.",
    description_ar: "تستغرق الرحلة المباشرة من الرياض إلى العلا نحو ساعة ونصف، لتبدأ عطلتك دون قيادة طويلة عبر الصحراء. نختار لك أنسب المواعيد على الناقلات المحلية، ونرتّب التوصيل من مطار العلا الدولي إلى فندقك وإليه.",
    description_en: "The direct flight from Riyadh to AlUla takes about 90 minutes, so your break starts without a long desert drive. We pick the best timings on domestic carriers and arrange transfers between AlUla International Airport and your hotel.",
    highlights: [
      { ar: "رحلات مباشرة بلا توقف", en: "Non-stop flights" },
      { ar: "توصيل من المطار وإليه في العلا", en: "AlUla airport transfers both ways" },
      { ar: "تغيير الموعد مرة واحدة مجانًا", en: "One free date change" }
    ],
    includes: [
      { ar: "تذكرتا طيران بالدرجة السياحية", en: "Return economy flights" },
      { ar: "حقيبة مسجلة بوزن ٢٣ كغ", en: "One 23 kg checked bag" },
      { ar: "التوصيل من المطار وإليه في العلا", en: "Airport transfers in AlUla" }
    ],
    excludes: [
      { ar: "الإقامة والجولات", en: "Hotel and tours" },
      { ar: "المقاعد المميزة والوجبات المدفوعة", en: "Seat selection and paid meals" }
    ],
    itinerary: [
      { title_ar: "اختيار المواعيد", title_en: "Choose your times", text_ar: "حدد تاريخي الذهاب والعودة ونقترح أفضل الرحلات.", text_en: "Pick your dates and we suggest the best flights." },
      { title_ar: "إصدار التذاكر", title_en: "Ticketing", text_ar: "تصلك التذاكر الإلكترونية وتفاصيل التوصيل خلال ساعات.", text_en: "E-tickets and transfer details arrive within hours." },
      { title_ar: "الوصول إلى العلا", title_en: "Arrive in AlUla", text_ar: "يلتقيك السائق في صالة الوصول ويوصلك إلى فندقك.", text_en: "Your driver meets you in arrivals and takes you to your hotel." }
    ],
    know_before_you_go: [
      { ar: "الأسعار تتغير حسب المواسم وتوفر المقاعد.", en: "Fares vary with season and seat availability." },
      { ar: "احضر إلى مطار الملك خالد قبل الإقلاع بساعتين.", en: "Be at King Khalid International Airport two hours before departure." }
    ],
    what_to_bring: [
      { ar: "الهوية الوطنية أو جواز السفر", en: "National ID or passport" },
      { ar: "بطاقة صعود الطائرة على هاتفك", en: "Boarding pass on your phone" }
    ],
    meeting_point_ar: "مطار الملك خالد الدولي، الرياض",
    meeting_point_en: "King Khalid International Airport, Riyadh",
    address_ar: "مطار العلا الدولي",
    address_en: "AlUla International Airport",
    lat: 26.4833,
    lng: 38.1167,
    duration_minutes: 95,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1350,
    pricing: "per_person",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "family-outing", "national-day"],
    best_for: ["couples", "families", "seniors"],
    labels: ["free-cancellation", "instant-confirmation"],
    time_of_day: "morning",
    theme: "desert"
  }
];
