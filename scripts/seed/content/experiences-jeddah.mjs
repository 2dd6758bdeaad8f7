// Rihla demo catalog: base experiences in Jeddah.

export const jeddahExperiences = [
  {
    key: "al-balad-historic-jeddah-walk",
    city: "jeddah",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة جدة التاريخية في البلد",
    title_en: "Historic Jeddah Al-Balad Walking Tour",
    summary_ar: "اكتشف بيوت البلد المبنية من الحجر المرجاني برواشينها الخشبية وأسواقها العتيقة.",
    summary_en: "Discover Al-Balad's coral-stone houses, carved wooden rawasheen and centuries-old souqs.",
    description_ar: "كانت البلد قلب جدة وميناء الحجاج لقرون، وهي اليوم موقع مدرج في قائمة التراث العالمي لليونسكو. يأخذك المرشد إلى بيت نصيف الذي استقبل الملك عبدالعزيز، ثم عبر سوق العلوي وسوق الندى حتى باب مكة، مع قصص التجار والحجاج الذين مروا من هنا.",
    description_en: "For centuries Al-Balad was the heart of Jeddah and the pilgrims' port, and today it is a UNESCO World Heritage Site. Your guide takes you to Nasseef House, where King Abdulaziz once stayed, then through Souq Al Alawi and Souq Al Nada to Bab Makkah, with stories of the merchants and pilgrims who passed through.",
    highlights: [
      { ar: "بيت نصيف ورواشينه الخشبية الشهيرة", en: "Nasseef House and its famous wooden lattice windows" },
      { ar: "سوق العلوي وروائح البخور والبهارات", en: "Souq Al Alawi with its incense and spice stalls" },
      { ar: "باب مكة، البوابة التاريخية للحجاج", en: "Bab Makkah, the historic pilgrims' gate" }
    ],
    includes: [
      { ar: "مرشد محلي من أبناء جدة", en: "Local Jeddawi guide" },
      { ar: "رسوم دخول بيت نصيف", en: "Nasseef House entry" },
      { ar: "شاي حجازي وحلوى تقليدية", en: "Hijazi tea and a traditional sweet" }
    ],
    excludes: [
      { ar: "النقل إلى البلد", en: "Transport to Al-Balad" }
    ],
    itinerary: [
      { title_ar: "بيت نصيف", title_en: "Nasseef House", text_ar: "بداية الجولة من أشهر بيوت البلد وقصة بنائه.", text_en: "Start at Al-Balad's most famous house and hear how it was built." },
      { title_ar: "الأسواق القديمة", title_en: "Old souqs", text_ar: "المرور بسوق العلوي وسوق الندى ومحلات العطارة.", text_en: "Stroll Souq Al Alawi, Souq Al Nada and the spice sellers." },
      { title_ar: "باب مكة", title_en: "Bab Makkah", text_ar: "ختام الجولة مع الشاي الحجازي قرب البوابة التاريخية.", text_en: "Finish with Hijazi tea near the historic gate." }
    ],
    know_before_you_go: [
      { ar: "أفضل وقت للجولة بعد العصر حين تعتدل الحرارة وتنشط الأسواق.", en: "Late afternoon is best, when it cools down and the souqs come alive." },
      { ar: "بعض الأزقة ضيقة وغير مستوية.", en: "Some lanes are narrow and uneven." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "نقود للشراء من الباعة", en: "Cash for the souq stalls" }
    ],
    meeting_point_ar: "أمام بيت نصيف، شارع العلوي",
    meeting_point_en: "In front of Nasseef House, Al Alawi Street",
    address_ar: "البلد، جدة التاريخية",
    address_en: "Al-Balad, Historic Jeddah",
    lat: 21.4841,
    lng: 39.1866,
    duration_minutes: 150,
    age_min: 6,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["couples", "solo", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "jeddah-corniche-king-fahd-fountain-evening",
    city: "jeddah",
    kind: "tour",
    extraKinds: [],
    title_ar: "أمسية الكورنيش ونافورة الملك فهد",
    title_en: "Jeddah Corniche and King Fahd Fountain Evening",
    summary_ar: "أمسية على واجهة جدة البحرية بين مسجد الرحمة والمجسمات الفنية، وصولًا إلى أعلى نافورة في العالم.",
    summary_en: "An evening on Jeddah's waterfront, from the Floating Mosque and open-air sculptures to the world's tallest fountain.",
    description_ar: "يمتد كورنيش جدة عشرات الكيلومترات، وتنتشر على طوله مجسمات فنية لفنانين عالميين. نزور مسجد الرحمة المطل على البحر وقت المغرب، ثم نتمشى في الواجهة البحرية قبل أن نشاهد نافورة الملك فهد التي تقذف المياه إلى ارتفاع يتجاوز ٣٠٠ متر.",
    description_en: "Jeddah's corniche runs for miles and is dotted with sculptures by international artists. We visit the seafront Al Rahma Mosque at sunset, stroll the Jeddah Waterfront, then watch King Fahd Fountain shoot water more than 300 m into the sky.",
    highlights: [
      { ar: "مسجد الرحمة المطل على البحر عند المغرب", en: "Al Rahma Floating Mosque at sunset" },
      { ar: "نافورة الملك فهد، الأعلى في العالم", en: "King Fahd Fountain, the tallest in the world" },
      { ar: "المجسمات الفنية على امتداد الكورنيش", en: "Open-air sculptures along the corniche" }
    ],
    includes: [
      { ar: "النقل بسيارة مكيفة", en: "Air-conditioned transport" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "آيس كريم أو مشروب بارد", en: "Ice cream or a cold drink" }
    ],
    excludes: [
      { ar: "العشاء", en: "Dinner" }
    ],
    itinerary: [
      { title_ar: "مسجد الرحمة", title_en: "Al Rahma Mosque", text_ar: "الوصول قبيل المغرب للتصوير والتأمل.", text_en: "Arrive before sunset for photos and a quiet moment." },
      { title_ar: "الواجهة البحرية", title_en: "Jeddah Waterfront", text_ar: "نزهة على الممشى بين المقاهي والمجسمات.", text_en: "A stroll along the promenade past cafes and sculptures." },
      { title_ar: "نافورة الملك فهد", title_en: "King Fahd Fountain", text_ar: "مشاهدة النافورة المضاءة من أفضل نقطة على الكورنيش.", text_en: "Watch the illuminated fountain from the best spot on the corniche." }
    ],
    know_before_you_go: [
      { ar: "قد تتوقف النافورة عند اشتداد الرياح.", en: "The fountain may be switched off in strong winds." },
      { ar: "غير المسلمين يمكنهم مشاهدة مسجد الرحمة من الخارج.", en: "Non-Muslim guests can view Al Rahma Mosque from outside." }
    ],
    what_to_bring: [
      { ar: "كاميرا", en: "Camera" },
      { ar: "لباس خفيف ومحتشم", en: "Light, modest clothing" }
    ],
    meeting_point_ar: "الاستلام من فندقك في جدة",
    meeting_point_en: "Pickup from your Jeddah hotel",
    address_ar: "الكورنيش، جدة",
    address_en: "Corniche, Jeddah",
    lat: 21.5146,
    lng: 39.1466,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "seniors"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "jeddah-red-sea-yacht-charter",
    city: "jeddah",
    kind: "yacht",
    extraKinds: [],
    title_ar: "يخت خاص في البحر الأحمر من أبحر",
    title_en: "Red Sea Private Yacht Charter from Obhur",
    summary_ar: "يخت خاص بطاقمه لثلاث ساعات في مياه البحر الأحمر، للسباحة والاحتفال والاسترخاء.",
    summary_en: "A crewed private yacht for three hours on the Red Sea, for swimming, celebrating or simply unwinding.",
    description_ar: "ينطلق اليخت من مرسى أبحر الشمالية نحو المياه الفيروزية والشعاب القريبة، ويتوقف في موقع هادئ للسباحة والغطس السطحي. يتسع اليخت لاثني عشر ضيفًا، ويمكن ترتيب ضيافة خاصة أو كعكة احتفال عند الطلب.",
    description_en: "The yacht leaves Obhur marina for turquoise water and nearby reefs, anchoring in a calm spot for swimming and snorkelling. It takes up to 12 guests, and catering or a celebration cake can be arranged on request.",
    highlights: [
      { ar: "يخت خاص لمجموعتك فقط", en: "The whole yacht for your group" },
      { ar: "توقف للسباحة والغطس السطحي", en: "Swim and snorkel stop" },
      { ar: "مثالي لأعياد الميلاد والمناسبات", en: "Perfect for birthdays and celebrations" }
    ],
    includes: [
      { ar: "قبطان وطاقم", en: "Captain and crew" },
      { ar: "معدات الغطس السطحي وسترات النجاة", en: "Snorkelling gear and life jackets" },
      { ar: "مياه ومشروبات غازية وفواكه", en: "Water, soft drinks and fruit" }
    ],
    excludes: [
      { ar: "الوجبات الكاملة والضيافة الخاصة", en: "Full meals and special catering" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "استقبال الطاقم وشرح السلامة في المرسى.", text_en: "Welcome from the crew and safety briefing at the marina." },
      { title_ar: "الإبحار", title_en: "Cruising", text_ar: "إبحار على طول ساحل أبحر نحو المياه المفتوحة.", text_en: "Cruise along the Obhur coast towards open water." },
      { title_ar: "السباحة", title_en: "Swim stop", text_ar: "توقف لنحو ساعة للسباحة والغطس السطحي ثم العودة.", text_en: "About an hour at anchor to swim and snorkel before heading back." }
    ],
    know_before_you_go: [
      { ar: "السعر لليخت كاملًا حتى ١٢ شخصًا لمدة ثلاث ساعات.", en: "Price is for the whole yacht, up to 12 guests, for three hours." },
      { ar: "يلزم إحضار الهوية أو جواز السفر لكل الضيوف لتصريح الإبحار.", en: "All guests need ID or passport for the sailing permit." }
    ],
    what_to_bring: [
      { ar: "ملابس السباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس", en: "Sunscreen" },
      { ar: "الهويات أو جوازات السفر", en: "IDs or passports" }
    ],
    meeting_point_ar: "مرسى أبحر الشمالية",
    meeting_point_en: "Obhur marina",
    address_ar: "أبحر الشمالية، جدة",
    address_en: "North Obhur, Jeddah",
    lat: 21.7235,
    lng: 39.0917,
    duration_minutes: 180,
    age_min: 0,
    age_max: 99,
    base_price_sar: 2200,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "honeymoon", "family-outing"],
    best_for: ["families", "friends", "couples"],
    labels: ["private", "best-seller"],
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "obhur-jet-ski-ride",
    city: "jeddah",
    kind: "jetski",
    extraKinds: ["activity"],
    title_ar: "جولة دباب بحري في أبحر",
    title_en: "Obhur Creek Jet Ski Ride",
    summary_ar: "ثلاثون دقيقة من الإثارة على الدباب البحري في شرم أبحر بإشراف مدرب معتمد.",
    summary_en: "Thirty minutes of thrills on a jet ski in Obhur Creek with a certified instructor.",
    description_ar: "يتميز شرم أبحر بمياهه الهادئة نسبيًا، ما يجعله مكانًا مثاليًا لتجربة الدباب البحري لأول مرة. بعد شرح سريع للتحكم والسلامة تنطلق بمفردك أو مع مرافق، بينما يتابعك المدرب من دباب آخر.",
    description_en: "Obhur Creek's relatively calm water makes it a great place to try a jet ski for the first time. After a quick briefing on handling and safety you ride solo or with a passenger while your instructor follows on a second ski.",
    highlights: [
      { ar: "مياه هادئة مناسبة للمبتدئين", en: "Calm water, ideal for beginners" },
      { ar: "دبابات حديثة بحالة ممتازة", en: "Modern, well-maintained skis" },
      { ar: "مدرب يرافقك طوال الجولة", en: "Instructor alongside the whole time" }
    ],
    includes: [
      { ar: "دباب بحري لمدة ٣٠ دقيقة مع الوقود", en: "Jet ski for 30 minutes with fuel" },
      { ar: "سترة نجاة وشرح السلامة", en: "Life jacket and safety briefing" }
    ],
    excludes: [
      { ar: "التصوير بالكاميرا المائية", en: "Action-camera video" }
    ],
    itinerary: [
      { title_ar: "شرح السلامة", title_en: "Safety briefing", text_ar: "تعريف بطريقة القيادة وحدود منطقة الإبحار.", text_en: "How to ride and where the riding zone ends." },
      { title_ar: "الانطلاق", title_en: "Ride", text_ar: "ثلاثون دقيقة على الماء بمتابعة المدرب.", text_en: "Thirty minutes on the water with your instructor nearby." }
    ],
    know_before_you_go: [
      { ar: "السعر لكل دباب، ويتسع لشخصين بحد أقصى.", en: "Price is per jet ski, with a maximum of two riders." },
      { ar: "يجب ألا يقل عمر قائد الدباب عن ١٨ عامًا.", en: "The driver must be at least 18." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة أو ملابس تتحمل البلل", en: "Swimwear or clothes you can get wet" },
      { ar: "الهوية الوطنية أو جواز السفر", en: "National ID or passport" }
    ],
    meeting_point_ar: "مرسى أبحر الشمالية، كشك الرياضات المائية",
    meeting_point_en: "Obhur marina, water sports kiosk",
    address_ar: "أبحر الشمالية، جدة",
    address_en: "North Obhur, Jeddah",
    lat: 21.7201,
    lng: 39.0962,
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
    time_of_day: "afternoon",
    theme: "sea"
  },
  {
    key: "jeddah-bayadah-island-snorkelling",
    city: "jeddah",
    kind: "activity",
    extraKinds: ["cruise"],
    title_ar: "رحلة غطس سطحي إلى جزيرة البياضة",
    title_en: "Bayadah Island Snorkelling Trip",
    summary_ar: "قارب إلى جزيرة رملية بيضاء وسط البحر الأحمر، وشعاب مرجانية تعج بالأسماك الملونة.",
    summary_en: "Boat out to a white sandbank in the Red Sea and snorkel over reefs full of colourful fish.",
    description_ar: "تبعد جزيرة البياضة نحو ثلاثين دقيقة بالقارب عن ساحل أبحر، وتحيط بها شعاب مرجانية ضحلة مناسبة للغطس السطحي. نقضي ساعتين بين السباحة واكتشاف الشعاب والاسترخاء على الرمال البيضاء، مع مرشد يحرص على سلامة الجميع.",
    description_en: "Bayadah Island lies about 30 minutes by boat from the Obhur coast, ringed by shallow reefs that are perfect for snorkelling. Spend two hours swimming, exploring the coral and relaxing on white sand, with a guide keeping everyone safe.",
    highlights: [
      { ar: "شعاب مرجانية ضحلة قريبة من الشاطئ", en: "Shallow reefs close to shore" },
      { ar: "أسماك ملونة وسلاحف أحيانًا", en: "Colourful fish and the odd turtle" },
      { ar: "رمال بيضاء ناعمة للاسترخاء", en: "Soft white sand to relax on" }
    ],
    includes: [
      { ar: "قارب ذهاب وعودة", en: "Return boat ride" },
      { ar: "معدات الغطس السطحي وسترات النجاة", en: "Snorkelling gear and life jackets" },
      { ar: "مرشد غطس", en: "Snorkelling guide" },
      { ar: "وجبة خفيفة ومياه", en: "Snacks and water" }
    ],
    excludes: [
      { ar: "الصور تحت الماء", en: "Underwater photos" }
    ],
    itinerary: [
      { title_ar: "الإبحار", title_en: "Boat ride", text_ar: "انطلاق من أبحر نحو الجزيرة خلال نصف ساعة.", text_en: "Half an hour by boat from Obhur to the island." },
      { title_ar: "الغطس السطحي", title_en: "Snorkelling", text_ar: "جولتان بين الشعاب بصحبة المرشد.", text_en: "Two guided snorkels over the reef." },
      { title_ar: "وقت على الجزيرة", title_en: "Island time", text_ar: "استراحة ووجبة خفيفة على الرمال قبل العودة.", text_en: "Snacks and downtime on the sand before heading back." }
    ],
    know_before_you_go: [
      { ar: "لا يلزم إتقان السباحة، فسترات النجاة متوفرة للجميع.", en: "Strong swimming is not required; everyone gets a life jacket." },
      { ar: "يُمنع لمس الشعاب المرجانية أو جمع الأصداف.", en: "Touching coral or collecting shells is not allowed." }
    ],
    what_to_bring: [
      { ar: "ملابس السباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس صديق للشعاب", en: "Reef-safe sunscreen" },
      { ar: "الهوية أو جواز السفر", en: "ID or passport" }
    ],
    meeting_point_ar: "مرسى أبحر الشمالية",
    meeting_point_en: "Obhur marina",
    address_ar: "أبحر الشمالية، جدة",
    address_en: "North Obhur, Jeddah",
    lat: 21.78,
    lng: 38.98,
    duration_minutes: 240,
    age_min: 6,
    age_max: 70,
    base_price_sar: 350,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["families", "friends", "kids"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "haramain-train-jeddah-madinah",
    city: "jeddah",
    kind: "train",
    extraKinds: [],
    title_ar: "تذاكر قطار الحرمين السريع بين جدة والمدينة المنورة",
    title_en: "Haramain High-Speed Train Tickets, Jeddah–Madinah",
    summary_ar: "من جدة إلى المدينة المنورة في نحو ساعتين على متن قطار الحرمين السريع.",
    summary_en: "Jeddah to Madinah in around two hours on the Haramain high-speed train.",
    description_ar: "تصل سرعة قطار الحرمين إلى ٣٠٠ كيلومتر في الساعة، ويربط جدة بالمدينة المنورة مرورًا بمدينة الملك عبدالله الاقتصادية. تنطلق الرحلات من محطة السليمانية ومحطة مطار الملك عبدالعزيز، ونرسل إليك التذكرة الإلكترونية فور تأكيد المقعد.",
    description_en: "Running at up to 300 km/h, the Haramain train links Jeddah with Madinah via King Abdullah Economic City. Departures leave from Al Sulaymaniyah station and King Abdulaziz Airport station, and your e-ticket arrives as soon as your seat is confirmed.",
    highlights: [
      { ar: "رحلة سريعة وهادئة بلا زحام الطرق", en: "Fast, quiet travel with no traffic" },
      { ar: "درجتان: السياحية والأعمال", en: "Economy and Business classes" },
      { ar: "محطة داخل مطار جدة", en: "A station inside Jeddah airport" }
    ],
    includes: [
      { ar: "تذكرة ذهاب بالدرجة السياحية", en: "One-way Economy ticket" },
      { ar: "حقيبة كبيرة وحقيبة يد", en: "One large bag and one carry-on" }
    ],
    excludes: [
      { ar: "التنقل من المحطة إلى الفندق", en: "Station-to-hotel transfers" }
    ],
    itinerary: [
      { title_ar: "استلام التذكرة", title_en: "Get your ticket", text_ar: "تصلك التذكرة الإلكترونية برقم العربة والمقعد.", text_en: "Your e-ticket arrives with coach and seat number." },
      { title_ar: "في المحطة", title_en: "At the station", text_ar: "احضر قبل الموعد بثلاثين دقيقة على الأقل، فالأبواب تغلق قبل الانطلاق بدقائق.", text_en: "Arrive at least 30 minutes early; gates close a few minutes before departure." },
      { title_ar: "الوصول", title_en: "Arrival", text_ar: "الوصول إلى محطة المدينة المنورة بعد نحو ساعتين.", text_en: "Arrive at Madinah station after about two hours." }
    ],
    know_before_you_go: [
      { ar: "تُعرض مواعيد الرحلات المتاحة عند اختيار التاريخ.", en: "Available departures are shown when you pick a date." },
      { ar: "تزداد الحجوزات في رمضان والإجازات، فاحجز مبكرًا.", en: "Trains fill up in Ramadan and holidays, so book early." }
    ],
    what_to_bring: [
      { ar: "الهوية أو جواز السفر", en: "ID or passport" },
      { ar: "التذكرة على هاتفك", en: "Your ticket on your phone" }
    ],
    meeting_point_ar: "محطة قطار الحرمين، السليمانية",
    meeting_point_en: "Haramain station, Al Sulaymaniyah",
    address_ar: "حي السليمانية، جدة",
    address_en: "Al Sulaymaniyah, Jeddah",
    lat: 21.5073,
    lng: 39.2478,
    duration_minutes: 125,
    age_min: 0,
    age_max: 99,
    base_price_sar: 210,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "saudi-evisa-assistance",
    city: "jeddah",
    kind: "visa",
    extraKinds: [],
    title_ar: "خدمة إصدار التأشيرة السياحية الإلكترونية للسعودية",
    title_en: "Saudi Tourist eVisa Assistance",
    summary_ar: "نجهّز طلب تأشيرتك السياحية الإلكترونية ونتابعه حتى الإصدار، مع التأمين الطبي الإلزامي.",
    summary_en: "We prepare and track your Saudi tourist eVisa application, including the mandatory medical insurance.",
    description_ar: "التأشيرة السياحية الإلكترونية متعددة الدخول وصالحة لمدة عام، وتتيح الإقامة حتى ٩٠ يومًا، كما تتيح لحاملها المسلم أداء العمرة خارج موسم الحج. يراجع فريقنا بياناتك ومستنداتك قبل التقديم لتجنّب الرفض أو التأخير، ويبلغك بكل تحديث حتى تصلك التأشيرة على بريدك.",
    description_en: "The tourist eVisa is multiple-entry, valid for one year and allows stays of up to 90 days; Muslim holders can also perform Umrah outside the Hajj season. Our team checks your details and documents before submitting to avoid rejections or delays, and keeps you posted until the visa lands in your inbox.",
    highlights: [
      { ar: "مراجعة الطلب قبل التقديم", en: "Application checked before submission" },
      { ar: "صدور معظم التأشيرات خلال ٢٤ إلى ٧٢ ساعة", en: "Most visas issued within 24 to 72 hours" },
      { ar: "دعم بالعربية والإنجليزية والأردية", en: "Support in Arabic, English and Urdu" }
    ],
    includes: [
      { ar: "رسوم التأشيرة الحكومية", en: "Government visa fee" },
      { ar: "التأمين الطبي الإلزامي", en: "Mandatory medical insurance" },
      { ar: "رسوم الخدمة والمتابعة", en: "Service and tracking fee" }
    ],
    excludes: [
      { ar: "تذاكر الطيران والإقامة", en: "Flights and accommodation" }
    ],
    itinerary: [
      { title_ar: "رفع المستندات", title_en: "Upload documents", text_ar: "ارفع صورة جواز السفر وصورة شخصية حديثة عبر التطبيق.", text_en: "Upload your passport scan and a recent photo in the app." },
      { title_ar: "المراجعة والتقديم", title_en: "Review and submit", text_ar: "يراجع فريقنا الطلب ويقدمه خلال يوم عمل.", text_en: "Our team reviews and submits within one working day." },
      { title_ar: "استلام التأشيرة", title_en: "Receive your visa", text_ar: "تصلك التأشيرة بصيغة PDF عبر البريد وفي حسابك.", text_en: "Your visa arrives as a PDF by email and in your account." }
    ],
    know_before_you_go: [
      { ar: "يجب أن يكون جواز السفر صالحًا ستة أشهر على الأقل.", en: "Your passport must be valid for at least six months." },
      { ar: "الأهلية تختلف حسب الجنسية، وسنبلغك إن لم تكن مؤهلًا قبل الدفع.", en: "Eligibility depends on nationality; we confirm it before you pay." },
      { ar: "الرسوم الحكومية غير مستردة بعد تقديم الطلب.", en: "Government fees are non-refundable once submitted." }
    ],
    what_to_bring: [
      { ar: "صورة واضحة لصفحة بيانات الجواز", en: "A clear scan of your passport data page" },
      { ar: "صورة شخصية بخلفية بيضاء", en: "A passport photo on a white background" }
    ],
    meeting_point_ar: "خدمة إلكترونية بالكامل",
    meeting_point_en: "Fully online service",
    address_ar: "عبر الإنترنت",
    address_en: "Online",
    lat: 21.5433,
    lng: 39.1728,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 590,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing"],
    best_for: ["solo", "families", "couples"],
    labels: ["instant-confirmation", "best-seller"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "jeddah-red-sea-sunset-cruise",
    city: "jeddah",
    kind: "cruise",
    extraKinds: [],
    title_ar: "رحلة بحرية وقت الغروب في البحر الأحمر",
    title_en: "Red Sea Sunset Cruise from Jeddah",
    summary_ar: "ساعتان على متن قارب فسيح تودّع فيهما الشمس فوق البحر الأحمر مع إطلالة على أفق جدة.",
    summary_en: "Two hours on a spacious boat, watching the sun sink into the Red Sea against the Jeddah skyline.",
    description_ar: "ينطلق القارب من نادي جدة لليخوت قبل الغروب بساعة، ويبحر بمحاذاة الكورنيش حيث تظهر نافورة الملك فهد وأبراج الواجهة البحرية. تُقدّم القهوة والمشروبات والحلويات على السطح العلوي بينما تتحول السماء إلى ألوان البرتقالي والوردي.",
    description_en: "The boat leaves Jeddah Yacht Club an hour before sunset and cruises along the corniche, with views of King Fahd Fountain and the waterfront towers. Coffee, soft drinks and sweets are served on the upper deck as the sky turns orange and pink.",
    highlights: [
      { ar: "غروب الشمس فوق البحر الأحمر", en: "Sunset over the Red Sea" },
      { ar: "إطلالة على نافورة الملك فهد من البحر", en: "King Fahd Fountain seen from the water" },
      { ar: "سطح علوي مفتوح وجلسات مريحة", en: "Open upper deck with comfy seating" }
    ],
    includes: [
      { ar: "رحلة بحرية لمدة ساعتين", en: "Two-hour cruise" },
      { ar: "قهوة وشاي ومشروبات باردة وحلويات", en: "Coffee, tea, cold drinks and sweets" }
    ],
    excludes: [
      { ar: "العشاء", en: "Dinner" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "تسجيل الحضور في نادي اليخوت قبل الإبحار بعشرين دقيقة.", text_en: "Check in at the yacht club 20 minutes before sailing." },
      { title_ar: "الإبحار والغروب", title_en: "Cruise and sunset", text_ar: "إبحار بمحاذاة الكورنيش ومشاهدة الغروب من السطح.", text_en: "Cruise along the corniche and watch the sunset from the deck." }
    ],
    know_before_you_go: [
      { ar: "قد تُعدّل الرحلة أو تُلغى بسبب الطقس مع استرداد كامل المبلغ.", en: "Trips may be rescheduled or cancelled for weather, with a full refund." },
      { ar: "الرحلة مشتركة مع ضيوف آخرين.", en: "This is a shared cruise with other guests." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة في الشتاء", en: "A light jacket in winter" },
      { ar: "الهوية أو جواز السفر", en: "ID or passport" }
    ],
    meeting_point_ar: "نادي جدة لليخوت، الكورنيش",
    meeting_point_en: "Jeddah Yacht Club, Corniche",
    address_ar: "طريق الكورنيش، حي الشاطئ، جدة",
    address_en: "Corniche Road, Al Shati, Jeddah",
    lat: 21.5195,
    lng: 39.1556,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 220,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "birthday", "family-outing"],
    best_for: ["couples", "families", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "evening",
    theme: "sea"
  }
];
