// Rihla demo catalog: base experiences in Muscat and around Oman.

export const muscatExperiences = [
  {
    key: "muttrah-souq-corniche-walk",
    city: "muscat",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة سوق مطرح والكورنيش",
    title_en: "Muttrah Souq and Corniche Walk",
    summary_ar: "روائح اللبان والبخور في أحد أقدم أسواق الخليج، ونزهة على كورنيش مطرح عند المغرب.",
    summary_en: "Frankincense and bakhoor in one of the Gulf's oldest souqs, then a sunset stroll on the Muttrah Corniche.",
    description_ar: "يتعرج سوق مطرح في أزقة مسقوفة تفوح منها روائح اللبان العُماني والعطور، وتعرض محلاته الخناجر والفضة والأقمشة. بعد السوق نمشي على الكورنيش بين المراكب التقليدية وقلعة مطرح، ونتذوق الحلوى العُمانية مع القهوة.",
    description_en: "Muttrah Souq winds through covered lanes scented with Omani frankincense and perfume, its shops selling khanjars, silver and fabrics. Afterwards we walk the corniche past traditional boats and Muttrah Fort, tasting Omani halwa with coffee.",
    highlights: [
      { ar: "اللبان العُماني والبخور", en: "Omani frankincense and bakhoor" },
      { ar: "الخناجر والفضيات", en: "Khanjars and silverwork" },
      { ar: "الغروب على كورنيش مطرح", en: "Sunset on the Muttrah Corniche" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "قهوة عُمانية وحلوى", en: "Omani coffee and halwa" }
    ],
    excludes: [
      { ar: "النقل والمشتريات", en: "Transport and shopping" }
    ],
    itinerary: [
      { title_ar: "السوق", title_en: "The souq", text_ar: "جولة بين أزقة السوق ومحلاته.", text_en: "Explore the souq's lanes and shops." },
      { title_ar: "الكورنيش", title_en: "The corniche", text_ar: "نزهة حتى قلعة مطرح مع الغروب.", text_en: "Walk towards Muttrah Fort at sunset." }
    ],
    know_before_you_go: [
      { ar: "يغلق كثير من المحلات بين الظهر والعصر.", en: "Many shops close between midday and late afternoon." },
      { ar: "المساومة مقبولة في السوق.", en: "Bargaining is welcome." }
    ],
    what_to_bring: [
      { ar: "نقود", en: "Cash" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "مدخل سوق مطرح على الكورنيش",
    meeting_point_en: "Muttrah Souq entrance on the corniche",
    address_ar: "كورنيش مطرح، مسقط",
    address_en: "Muttrah Corniche, Muscat",
    lat: 23.621,
    lng: 58.567,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 140,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr", "hi"],
    occasions: ["family-outing"],
    best_for: ["couples", "families", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "evening",
    theme: "heritage"
  },
  {
    key: "sultan-qaboos-grand-mosque-visit",
    city: "muscat",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "زيارة جامع السلطان قابوس الأكبر",
    title_en: "Sultan Qaboos Grand Mosque Visit",
    summary_ar: "سجادة يدوية ضخمة وثريا كريستالية وأروقة هادئة في أبرز معالم مسقط.",
    summary_en: "A vast hand-woven carpet, a crystal chandelier and serene arcades at Muscat's finest landmark.",
    description_ar: "افتُتح الجامع عام ٢٠٠١، ويضم سجادة يدوية من قطعة واحدة نسجتها مئات النساجات على مدى أربع سنوات، وثريا كريستالية ضخمة. يرافقك المرشد في الأروقة والحدائق، ويشرح الزخارف المستوحاة من الطرز الإسلامية المختلفة.",
    description_en: "Opened in 2001, the mosque holds a single-piece hand-woven carpet made by hundreds of weavers over four years, and a huge crystal chandelier. Your guide walks you through the arcades and gardens, explaining decoration drawn from many Islamic styles.",
    highlights: [
      { ar: "السجادة اليدوية الضخمة", en: "The giant hand-woven carpet" },
      { ar: "الثريا الكريستالية", en: "The crystal chandelier" },
      { ar: "الحدائق والأروقة", en: "Gardens and arcades" }
    ],
    includes: [
      { ar: "النقل من الفندق وإليه", en: "Hotel transport" },
      { ar: "مرشد محلي", en: "Local guide" }
    ],
    excludes: [
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "الوصول", title_en: "Arrival", text_ar: "الدخول عبر بوابة الزوار.", text_en: "Enter via the visitor gate." },
      { title_ar: "الجامع", title_en: "The mosque", text_ar: "جولة في قاعة الصلاة والأروقة.", text_en: "Tour the prayer hall and arcades." }
    ],
    know_before_you_go: [
      { ar: "الزيارة لغير المسلمين صباحًا من السبت إلى الخميس بين الثامنة والحادية عشرة تقريبًا.", en: "Non-Muslim visiting hours are roughly 8 to 11 am, Saturday to Thursday." },
      { ar: "يلزم لباس يغطي الذراعين والساقين، وغطاء رأس للنساء.", en: "Clothing must cover arms and legs, with a headscarf for women." }
    ],
    what_to_bring: [
      { ar: "لباس محتشم", en: "Modest clothing" },
      { ar: "وشاح للرأس", en: "A headscarf" }
    ],
    meeting_point_ar: "الاستلام من فندقك في مسقط",
    meeting_point_en: "Pickup from your Muscat hotel",
    address_ar: "شارع السلطان قابوس، بوشر، مسقط",
    address_en: "Sultan Qaboos Street, Bawshar, Muscat",
    lat: 23.5838,
    lng: 58.3883,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["seniors", "families", "couples"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "wahiba-sands-overnight-camp",
    city: "muscat",
    kind: "tour",
    extraKinds: ["package", "activity"],
    title_ar: "ليلة في رمال الشرقية (وهيبة)",
    title_en: "Wahiba Sands Overnight Desert Camp",
    summary_ar: "وادي بني خالد في الطريق، ثم كثبان الشرقية والغروب وليلة في مخيم صحراوي.",
    summary_en: "Wadi Bani Khalid on the way, then the Sharqiya dunes, sunset and a night at a desert camp.",
    description_ar: "ننطلق من مسقط نحو الشرقية ونتوقف في وادي بني خالد للسباحة في برك مياهه الخضراء. نصل إلى الكثبان عصرًا لنطعس ونشاهد الغروب، ثم نبيت في مخيم صحراوي مريح مع عشاء عُماني وسماء مليئة بالنجوم، ونعود صباح اليوم التالي.",
    description_en: "We drive from Muscat to the Sharqiya region, stopping at Wadi Bani Khalid to swim in its emerald pools. Reach the dunes by late afternoon for dune driving and sunset, then spend the night at a comfortable desert camp with an Omani dinner under a sky full of stars, returning the next morning.",
    highlights: [
      { ar: "السباحة في وادي بني خالد", en: "Swimming at Wadi Bani Khalid" },
      { ar: "الغروب فوق الكثبان", en: "Sunset over the dunes" },
      { ar: "ليلة في مخيم صحراوي", en: "A night at a desert camp" }
    ],
    includes: [
      { ar: "سيارة دفع رباعي مع سائق ومرشد", en: "4x4 with driver-guide" },
      { ar: "ليلة في المخيم مع العشاء والإفطار", en: "Camp night with dinner and breakfast" },
      { ar: "الغداء في الطريق", en: "Lunch on the way" }
    ],
    excludes: [
      { ar: "ركوب الدبابات", en: "Quad biking" }
    ],
    itinerary: [
      { title_ar: "وادي بني خالد", title_en: "Wadi Bani Khalid", text_ar: "سباحة وغداء في الوادي.", text_en: "Swim and lunch in the wadi." },
      { title_ar: "الكثبان", title_en: "The dunes", text_ar: "تطعيس ومشاهدة الغروب.", text_en: "Dune driving and sunset." },
      { title_ar: "المخيم", title_en: "The camp", text_ar: "عشاء عُماني وليلة تحت النجوم.", text_en: "Omani dinner and a night under the stars." },
      { title_ar: "العودة", title_en: "Return", text_ar: "الإفطار ثم العودة إلى مسقط.", text_en: "Breakfast, then back to Muscat." }
    ],
    know_before_you_go: [
      { ar: "السعر للشخص في خيمة مزدوجة.", en: "Price is per person sharing a tent." },
      { ar: "الليالي باردة في الشتاء.", en: "Winter nights are cold." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة وملابس دافئة", en: "Swimwear and warm layers" },
      { ar: "حقيبة صغيرة لليلة", en: "A small overnight bag" }
    ],
    meeting_point_ar: "الاستلام من فندقك في مسقط",
    meeting_point_en: "Pickup from your Muscat hotel",
    address_ar: "رمال الشرقية، سلطنة عُمان",
    address_en: "Sharqiya Sands, Oman",
    lat: 22.4,
    lng: 58.8,
    duration_minutes: 1560,
    age_min: 4,
    age_max: 75,
    base_price_sar: 950,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["honeymoon", "family-outing", "team-building"],
    best_for: ["couples", "friends", "families"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "desert"
  },
  {
    key: "wadi-shab-bimmah-sinkhole-trip",
    city: "muscat",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "رحلة وادي شاب وحفرة بمة",
    title_en: "Wadi Shab and Bimmah Sinkhole Trip",
    summary_ar: "قارب صغير ثم مشي بين الجبال وسباحة إلى شلال خفي داخل كهف، مع توقف عند حفرة بمة.",
    summary_en: "A short boat ride, a hike between cliffs and a swim to a hidden cave waterfall, plus Bimmah Sinkhole.",
    description_ar: "يبدأ وادي شاب بعبور قصير بالقارب، ثم مسار مشي نحو ٤٥ دقيقة بين جدران صخرية وبساتين نخيل حتى البرك الفيروزية. يسبح المغامرون حتى الكهف حيث يتدفق الشلال، ونتوقف في الطريق عند حفرة بمة بمياهها الزرقاء.",
    description_en: "Wadi Shab starts with a short boat crossing, then a 45-minute hike between rock walls and palm groves to turquoise pools. The adventurous swim on to the cave where the waterfall pours in, and we stop at the blue waters of Bimmah Sinkhole on the way.",
    highlights: [
      { ar: "شلال داخل الكهف", en: "The waterfall inside the cave" },
      { ar: "برك فيروزية", en: "Turquoise pools" },
      { ar: "حفرة بمة", en: "Bimmah Sinkhole" }
    ],
    includes: [
      { ar: "النقل من مسقط وإليها", en: "Return transport from Muscat" },
      { ar: "عبور القارب", en: "Boat crossing" },
      { ar: "مرشد وغداء خفيف", en: "Guide and a light lunch" }
    ],
    excludes: [
      { ar: "أحذية المياه", en: "Water shoes" }
    ],
    itinerary: [
      { title_ar: "حفرة بمة", title_en: "Bimmah Sinkhole", text_ar: "توقف قصير للسباحة والتصوير.", text_en: "A short stop to swim and take photos." },
      { title_ar: "وادي شاب", title_en: "Wadi Shab", text_ar: "القارب ثم المشي إلى البرك.", text_en: "Boat, then hike to the pools." },
      { title_ar: "الكهف", title_en: "The cave", text_ar: "السباحة إلى الشلال ثم العودة.", text_en: "Swim to the waterfall, then return." }
    ],
    know_before_you_go: [
      { ar: "يلزم إتقان السباحة للوصول إلى الكهف.", en: "Confident swimming is needed to reach the cave." },
      { ar: "يُغلق الوادي عند هطول الأمطار لخطر السيول.", en: "The wadi closes in rain due to flash floods." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة محتشمة", en: "Modest swimwear" },
      { ar: "حقيبة مقاومة للماء", en: "A dry bag" },
      { ar: "حذاء مائي", en: "Water shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في مسقط",
    meeting_point_en: "Pickup from your Muscat hotel",
    address_ar: "وادي شاب، ولاية صور",
    address_en: "Wadi Shab, Sur Province",
    lat: 22.8386,
    lng: 59.2413,
    duration_minutes: 540,
    age_min: 8,
    age_max: 65,
    base_price_sar: 420,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["team-building", "birthday"],
    best_for: ["friends", "couples", "solo"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "morning",
    theme: "oasis"
  },
  {
    key: "muscat-dolphin-watching-cruise",
    city: "muscat",
    kind: "cruise",
    extraKinds: [],
    title_ar: "رحلة بحرية لمشاهدة الدلافين في مسقط",
    title_en: "Muscat Dolphin-Watching Cruise",
    summary_ar: "رحلة صباحية على ساحل مسقط الصخري بحثًا عن أسراب الدلافين.",
    summary_en: "A morning cruise along Muscat's rocky coast in search of dolphin pods.",
    description_ar: "تكثر الدلافين في مياه مسقط صباحًا، وكثيرًا ما تسبح بجوار القارب في أسراب كبيرة. تنطلق الرحلة من مرسى البندر الروضة بمحاذاة الخلجان والصخور، ونعود بعد ساعتين مع إطلالة على قصر العلم من البحر.",
    description_en: "Dolphins are plentiful in Muscat's waters in the morning and often swim right alongside the boat in large pods. The cruise leaves Marina Bandar Al Rowdha along coves and cliffs, returning after two hours with a sea view of Al Alam Palace.",
    highlights: [
      { ar: "أسراب الدلافين", en: "Dolphin pods" },
      { ar: "الساحل الصخري والخلجان", en: "Rocky coast and coves" },
      { ar: "قصر العلم من البحر", en: "Al Alam Palace from the sea" }
    ],
    includes: [
      { ar: "رحلة قارب لمدة ساعتين", en: "Two-hour boat trip" },
      { ar: "مياه ومشروبات خفيفة", en: "Water and soft drinks" }
    ],
    excludes: [
      { ar: "النقل إلى المرسى", en: "Transport to the marina" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "من مرسى البندر الروضة صباحًا.", text_en: "Morning departure from Marina Bandar Al Rowdha." },
      { title_ar: "البحث عن الدلافين", title_en: "Dolphin spotting", text_ar: "إبحار على الساحل ومراقبة الدلافين.", text_en: "Cruise the coast and watch for dolphins." }
    ],
    know_before_you_go: [
      { ar: "مشاهدة الدلافين شائعة لكنها غير مضمونة.", en: "Sightings are common but not guaranteed." },
      { ar: "قد يتحرك البحر قليلًا، فاحمل دواء دوار البحر إن لزم.", en: "The sea can be choppy; bring seasickness tablets if needed." }
    ],
    what_to_bring: [
      { ar: "قبعة وواقي شمس", en: "Hat and sunscreen" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مرسى البندر الروضة",
    meeting_point_en: "Marina Bandar Al Rowdha",
    address_ar: "القنتب، مسقط",
    address_en: "Qantab Road, Muscat",
    lat: 23.583,
    lng: 58.605,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 230,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["families", "kids", "couples"],
    labels: ["family-friendly", "best-seller"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "daymaniyat-islands-snorkel",
    city: "muscat",
    kind: "activity",
    extraKinds: [],
    title_ar: "غطس سطحي في جزر الديمانيات",
    title_en: "Daymaniyat Islands Snorkelling",
    summary_ar: "محمية طبيعية من الجزر والشعاب، حيث السلاحف وأسماك الشعاب في مياه صافية.",
    summary_en: "A nature reserve of islands and reefs where turtles and reef fish glide through clear water.",
    description_ar: "تُعد جزر الديمانيات من أجمل مواقع الغطس في عُمان، وهي محمية طبيعية تعشش فيها السلاحف والطيور البحرية. يتوقف القارب عند موقعين للغطس السطحي بين الشعاب، مع وقت على الشاطئ الرملي حين يُسمح بذلك.",
    description_en: "The Daymaniyat Islands are among Oman's best snorkel spots, a reserve where turtles and seabirds nest. The boat stops at two reef sites, with beach time when access is permitted.",
    highlights: [
      { ar: "فرصة لرؤية السلاحف البحرية", en: "A chance to see sea turtles" },
      { ar: "شعاب مرجانية ملونة", en: "Colourful coral reefs" },
      { ar: "مياه صافية جدًا", en: "Very clear water" }
    ],
    includes: [
      { ar: "رحلة القارب", en: "Boat trip" },
      { ar: "معدات الغطس السطحي", en: "Snorkel gear" },
      { ar: "رسوم المحمية ووجبة خفيفة", en: "Reserve fee and snacks" }
    ],
    excludes: [
      { ar: "النقل إلى المرسى", en: "Transport to the marina" }
    ],
    itinerary: [
      { title_ar: "الإبحار", title_en: "Sailing", text_ar: "نحو ٤٥ دقيقة إلى الجزر.", text_en: "About 45 minutes to the islands." },
      { title_ar: "الغطس", title_en: "Snorkelling", text_ar: "موقعان بين الشعاب.", text_en: "Two reef sites." }
    ],
    know_before_you_go: [
      { ar: "يُمنع النزول إلى بعض الجزر من مايو إلى أكتوبر لحماية أعشاش السلاحف.", en: "Some islands are closed to landings May to October to protect turtle nests." },
      { ar: "تُلغى الرحلة عند ارتفاع الموج مع استرداد كامل.", en: "Cancelled in rough seas with a full refund." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "واقي شمس صديق للشعاب", en: "Reef-safe sunscreen" }
    ],
    meeting_point_ar: "مرسى الموج، مسقط",
    meeting_point_en: "Al Mouj Marina, Muscat",
    address_ar: "الموج، مسقط",
    address_en: "Al Mouj, Muscat",
    lat: 23.63,
    lng: 58.28,
    duration_minutes: 300,
    age_min: 6,
    age_max: 70,
    base_price_sar: 480,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["honeymoon", "family-outing"],
    best_for: ["couples", "friends", "families"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "royal-opera-house-muscat-tour",
    city: "muscat",
    kind: "attraction",
    extraKinds: [],
    title_ar: "جولة في دار الأوبرا السلطانية مسقط",
    title_en: "Royal Opera House Muscat Guided Tour",
    summary_ar: "قاعة عرض من الخشب المنحوت والرخام، تمزج العمارة العُمانية بروح دور الأوبرا العالمية.",
    summary_en: "A hall of carved wood and marble blending Omani architecture with the spirit of great opera houses.",
    description_ar: "تعد دار الأوبرا السلطانية من أبرز الصروح الثقافية في الخليج، بقاعتها المزينة بالخشب المنحوت وخشبتها المتطورة. تأخذك الجولة المصحوبة إلى القاعة الرئيسية والممرات والحدائق، مع شرح لتاريخها وأبرز العروض التي استضافتها.",
    description_en: "The Royal Opera House is one of the Gulf's great cultural venues, its hall lined with carved wood and an advanced stage. The guided tour takes you through the main auditorium, foyers and gardens, with stories of its history and landmark performances.",
    highlights: [
      { ar: "القاعة الرئيسية", en: "The main auditorium" },
      { ar: "الخشب المنحوت والرخام", en: "Carved wood and marble" },
      { ar: "حدائق دار الأوبرا", en: "The opera house gardens" }
    ],
    includes: [
      { ar: "جولة مصحوبة بمرشد", en: "Guided tour" },
      { ar: "الدخول إلى البهو والحدائق", en: "Access to the foyers and gardens" }
    ],
    excludes: [
      { ar: "تذاكر العروض", en: "Performance tickets" }
    ],
    itinerary: [
      { title_ar: "البهو", title_en: "Foyer", text_ar: "بداية الجولة وتاريخ المبنى.", text_en: "Start with the building's history." },
      { title_ar: "القاعة", title_en: "Auditorium", text_ar: "زيارة القاعة الرئيسية عند عدم وجود بروفات.", text_en: "Visit the auditorium when no rehearsal is on." }
    ],
    know_before_you_go: [
      { ar: "الجولات في أيام محددة صباحًا.", en: "Tours run on set mornings." },
      { ar: "يُرجى ارتداء لباس محتشم.", en: "Modest dress please." }
    ],
    what_to_bring: [
      { ar: "الهوية أو جواز السفر", en: "ID or passport" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "مكتب التذاكر، دار الأوبرا السلطانية",
    meeting_point_en: "Box office, Royal Opera House Muscat",
    address_ar: "شارع السلطان قابوس، شاطئ القرم، مسقط",
    address_en: "Sultan Qaboos Street, Shatti Al Qurum, Muscat",
    lat: 23.6136,
    lng: 58.4672,
    duration_minutes: 60,
    age_min: 6,
    age_max: 99,
    base_price_sar: 80,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "family-outing"],
    best_for: ["couples", "seniors", "solo"],
    labels: ["new", "instant-confirmation"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "oman-evisa-assistance",
    city: "muscat",
    kind: "visa",
    extraKinds: [],
    title_ar: "خدمة تأشيرة سلطنة عُمان الإلكترونية",
    title_en: "Oman eVisa Assistance",
    summary_ar: "نتحقق من حاجتك إلى تأشيرة عُمان، ونقدّم طلب التأشيرة الإلكترونية ونتابعه حتى الإصدار.",
    summary_en: "We check whether you need an Oman visa, then file and track your eVisa application until it is issued.",
    description_ar: "يدخل مواطنو دول الخليج عُمان بالهوية، ويُعفى زوار جنسيات كثيرة من التأشيرة لإقامات قصيرة، بينما يحتاج آخرون إلى تأشيرة إلكترونية. نتحقق من وضعك قبل الدفع، ونتولى التقديم والمتابعة حتى صدور التأشيرة.",
    description_en: "GCC citizens enter Oman with their ID, many nationalities are visa-exempt for short stays, and others need an eVisa. We check your situation before you pay, then handle the application and follow it up until the visa is issued.",
    highlights: [
      { ar: "التحقق من الإعفاء قبل الدفع", en: "Exemption checked before payment" },
      { ar: "تقديم ومتابعة كاملان", en: "Full filing and follow-up" },
      { ar: "دعم بعدة لغات", en: "Multilingual support" }
    ],
    includes: [
      { ar: "الرسوم الحكومية", en: "Government fees" },
      { ar: "رسوم الخدمة", en: "Service fee" }
    ],
    excludes: [
      { ar: "التأمين الصحي للسفر", en: "Travel health insurance" }
    ],
    itinerary: [
      { title_ar: "التحقق", title_en: "Check", text_ar: "نراجع الجنسية والإقامة.", text_en: "We review nationality and residency." },
      { title_ar: "التقديم", title_en: "Filing", text_ar: "نقدّم الطلب خلال يوم عمل.", text_en: "We file within one working day." },
      { title_ar: "الإصدار", title_en: "Issue", text_ar: "تصلك التأشيرة في حسابك.", text_en: "Your visa arrives in your account." }
    ],
    know_before_you_go: [
      { ar: "الرسوم غير مستردة بعد التقديم.", en: "Fees are non-refundable after filing." },
      { ar: "يجب أن يكون الجواز صالحًا ستة أشهر.", en: "Passport must be valid for six months." }
    ],
    what_to_bring: [
      { ar: "صورة الجواز", en: "Passport scan" },
      { ar: "صورة شخصية", en: "Personal photo" }
    ],
    meeting_point_ar: "خدمة إلكترونية بالكامل",
    meeting_point_en: "Fully online service",
    address_ar: "عبر الإنترنت",
    address_en: "Online",
    lat: 23.588,
    lng: 58.3829,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 300,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing"],
    best_for: ["solo", "families", "couples"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  }
];
