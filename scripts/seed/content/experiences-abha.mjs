// Rihla demo catalog: base experiences in Abha and the Asir highlands.

export const abhaExperiences = [
  {
    key: "habala-hanging-village-cable-car",
    city: "abha",
    kind: "attraction",
    extraKinds: ["tour"],
    title_ar: "قرية الحبلة المعلقة بالتلفريك",
    title_en: "Habala Hanging Village by Cable Car",
    summary_ar: "انزل بالتلفريك إلى قرية حجرية معلقة على جرف شاهق، كان أهلها يصلون إليها بالحبال.",
    summary_en: "Descend by cable car to a stone village clinging to a cliff, once reachable only by rope.",
    description_ar: "سُميت الحبلة بهذا الاسم لأن سكانها كانوا ينزلون إليها ويصعدون منها بالحبال، فعاشت القرية قرونًا في عزلة على حافة جبال السروات. تنزل اليوم بالتلفريك فوق الوادي السحيق لتتجول بين البيوت الحجرية والمدرجات الزراعية، وتستمع إلى قصص أهلها.",
    description_en: "Habala takes its name from the ropes its people once used to climb in and out, leaving the village isolated on the edge of the Sarawat mountains for centuries. Today a cable car carries you over the deep valley to wander its stone houses and farm terraces and hear its stories.",
    highlights: [
      { ar: "رحلة تلفريك فوق وادٍ عميق", en: "Cable car ride over a deep gorge" },
      { ar: "بيوت حجرية ومدرجات زراعية", en: "Stone houses and farm terraces" },
      { ar: "إطلالات خلابة على جبال السروات", en: "Sweeping views of the Sarawat mountains" }
    ],
    includes: [
      { ar: "تذكرة التلفريك ذهابًا وإيابًا", en: "Return cable car ticket" },
      { ar: "دخول القرية", en: "Village entry" }
    ],
    excludes: [
      { ar: "النقل من أبها", en: "Transport from Abha" }
    ],
    itinerary: [
      { title_ar: "محطة التلفريك", title_en: "Cable car station", text_ar: "الصعود إلى العربة من أعلى الجرف.", text_en: "Board the cabin at the top of the cliff." },
      { title_ar: "القرية", title_en: "The village", text_ar: "جولة حرة بين البيوت والمدرجات لمدة ساعة.", text_en: "An hour to explore the houses and terraces." },
      { title_ar: "العودة", title_en: "Return", text_ar: "الصعود بالتلفريك والتوقف عند نقاط الإطلالة.", text_en: "Ride back up and stop at the viewpoints." }
    ],
    know_before_you_go: [
      { ar: "قد يتوقف التلفريك عند سوء الأحوال الجوية.", en: "The cable car may pause in bad weather." },
      { ar: "المنطقة شديدة الانحدار، فانتبه للأطفال.", en: "The terrain is steep; keep an eye on children." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة", en: "A light jacket" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "محطة تلفريك الحبلة",
    meeting_point_en: "Habala cable car station",
    address_ar: "الحبلة، جنوب شرق أبها",
    address_en: "Habala, southeast of Abha",
    lat: 18.047,
    lng: 42.86,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "kids", "couples"],
    labels: ["best-seller", "family-friendly"],
    time_of_day: "morning",
    theme: "mountain"
  },
  {
    key: "rijal-almaa-heritage-village-tour",
    city: "abha",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة قرية رجال ألمع التراثية",
    title_en: "Rijal Almaa Heritage Village Tour",
    summary_ar: "انحدر عبر عقبة السودة إلى قرية رجال ألمع بقصورها الحجرية متعددة الطوابق ونوافذها الملونة.",
    summary_en: "Wind down the Soudah pass to Rijal Almaa, with its multi-storey stone palaces and painted windows.",
    description_ar: "كانت رجال ألمع محطة تجارية تربط اليمن بمكة المكرمة وبلاد الشام، وتضم نحو ستين قصرًا من الحجر والطين يعلو بعضها خمسة طوابق. نزور متحف القرية بمقتنياته التراثية، ونتجول في أزقتها قبل غداء عسيري تقليدي.",
    description_en: "Rijal Almaa was a trading post linking Yemen with Makkah and the Levant, and around sixty stone-and-mud palaces survive, some five storeys high. We visit the village museum and its heritage collection and stroll the lanes before a traditional Asiri lunch.",
    highlights: [
      { ar: "طريق عقبة السودة المتعرج", en: "The hairpin Soudah pass" },
      { ar: "متحف رجال ألمع", en: "Rijal Almaa museum" },
      { ar: "غداء عسيري تقليدي", en: "Traditional Asiri lunch" }
    ],
    includes: [
      { ar: "النقل من أبها وإليها", en: "Return transport from Abha" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "دخول المتحف", en: "Museum entry" },
      { ar: "الغداء", en: "Lunch" }
    ],
    excludes: [
      { ar: "المشتريات الشخصية", en: "Personal purchases" }
    ],
    itinerary: [
      { title_ar: "عقبة السودة", title_en: "Soudah pass", text_ar: "نزول بالسيارة مع توقف للتصوير.", text_en: "Drive down with photo stops." },
      { title_ar: "القرية والمتحف", title_en: "Village and museum", text_ar: "جولة بين القصور وزيارة المتحف.", text_en: "Walk among the palaces and visit the museum." },
      { title_ar: "الغداء والعودة", title_en: "Lunch and return", text_ar: "غداء من الحنيذ والعريكة ثم العودة إلى أبها.", text_en: "Haneeth and areeka for lunch, then back to Abha." }
    ],
    know_before_you_go: [
      { ar: "الطريق كثير المنعطفات، وقد يزعج من يعاني دوار الحركة.", en: "The road is winding; bring motion-sickness remedies if needed." },
      { ar: "الحرارة في القرية أعلى من أبها بسبب انخفاضها.", en: "The village is lower and warmer than Abha." }
    ],
    what_to_bring: [
      { ar: "قبعة وواقي شمس", en: "Hat and sunscreen" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في أبها",
    meeting_point_en: "Pickup from your Abha hotel",
    address_ar: "رجال ألمع، غرب أبها",
    address_en: "Rijal Almaa, west of Abha",
    lat: 18.2139,
    lng: 42.2736,
    duration_minutes: 360,
    age_min: 0,
    age_max: 99,
    base_price_sar: 280,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "couples", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "al-soudah-peak-juniper-forest",
    city: "abha",
    kind: "tour",
    extraKinds: [],
    title_ar: "قمة السودة وغابات العرعر",
    title_en: "Al Soudah Peak and Juniper Forests",
    summary_ar: "اصعد إلى أعلى قمم المملكة قرابة ثلاثة آلاف متر، حيث الضباب وغابات العرعر والهواء العليل.",
    summary_en: "Head up to the Kingdom's highest peaks, near 3,000 m, for mist, juniper forest and cool mountain air.",
    description_ar: "تكسو غابات العرعر منحدرات السودة، وكثيرًا ما يغمرها الضباب فتبدو المرتفعات كأنها فوق السحاب. نتوقف عند نقاط الإطلالة ونتمشى في مسار قصير بين الأشجار، ثم نحتسي القهوة في استراحة جبلية مع إطلالة على سهول تهامة.",
    description_en: "Juniper forests cloak the slopes of Al Soudah, often wrapped in mist so the heights seem to float above the clouds. We stop at viewpoints, walk a short forest trail, then enjoy coffee at a mountain rest stop overlooking the Tihama plains.",
    highlights: [
      { ar: "أعلى نقطة في المملكة تقريبًا", en: "Near the highest point in the Kingdom" },
      { ar: "ضباب الصباح فوق الغابات", en: "Morning mist over the forests" },
      { ar: "إطلالة على سهول تهامة", en: "Views down to the Tihama plains" }
    ],
    includes: [
      { ar: "النقل من أبها وإليها", en: "Return transport from Abha" },
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "قهوة عربية وتمر", en: "Arabic coffee and dates" }
    ],
    excludes: [
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "الطريق إلى السودة", title_en: "Drive to Al Soudah", text_ar: "نحو ٣٠ دقيقة من وسط أبها.", text_en: "About 30 minutes from central Abha." },
      { title_ar: "مسار الغابة", title_en: "Forest trail", text_ar: "مشي خفيف بين أشجار العرعر.", text_en: "An easy walk among the junipers." },
      { title_ar: "استراحة القهوة", title_en: "Coffee stop", text_ar: "قهوة مع إطلالة على تهامة ثم العودة.", text_en: "Coffee with a Tihama view, then back." }
    ],
    know_before_you_go: [
      { ar: "الحرارة منخفضة حتى في الصيف، وقد تمطر فجأة.", en: "It stays cool even in summer and can rain suddenly." },
      { ar: "قد يحجب الضباب الرؤية في بعض الأيام.", en: "Mist can hide the views on some days." }
    ],
    what_to_bring: [
      { ar: "سترة دافئة ومعطف مطر", en: "A warm layer and rain jacket" },
      { ar: "حذاء مناسب للمشي", en: "Walking shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في أبها",
    meeting_point_en: "Pickup from your Abha hotel",
    address_ar: "السودة، شمال غرب أبها",
    address_en: "Al Soudah, northwest of Abha",
    lat: 18.267,
    lng: 42.368,
    duration_minutes: 240,
    age_min: 0,
    age_max: 99,
    base_price_sar: 220,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "seniors"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "morning",
    theme: "mountain"
  },
  {
    key: "asir-terraces-guided-hike",
    city: "abha",
    kind: "activity",
    extraKinds: ["tour"],
    title_ar: "رحلة مشي بين مدرجات عسير",
    title_en: "Guided Hike Through the Asir Terraces",
    summary_ar: "مسار جبلي متوسط الصعوبة بين المدرجات الزراعية والقرى الحجرية في مرتفعات عسير.",
    summary_en: "A moderate mountain trail past farm terraces and stone villages in the Asir highlands.",
    description_ar: "تشتهر مرتفعات عسير بمدرجاتها الزراعية التي بناها الأهالي منذ مئات السنين لزراعة القمح والشعير والبن. يقودك مرشد متخصص في مسار يمتد نحو ثمانية كيلومترات، مع توقف في قرية جبلية لتناول الشاي والخبز البلدي.",
    description_en: "The Asir highlands are known for farm terraces built over centuries for wheat, barley and coffee. A specialist guide leads you along an eight-kilometre trail, stopping in a mountain village for tea and home-baked bread.",
    highlights: [
      { ar: "مدرجات زراعية عمرها مئات السنين", en: "Centuries-old farm terraces" },
      { ar: "استراحة في قرية جبلية", en: "A break in a mountain village" },
      { ar: "مجموعات صغيرة حتى عشرة أشخاص", en: "Small groups of up to ten" }
    ],
    includes: [
      { ar: "مرشد جبلي متخصص", en: "Specialist mountain guide" },
      { ar: "النقل إلى بداية المسار", en: "Transport to the trailhead" },
      { ar: "شاي وخبز بلدي ومياه", en: "Tea, local bread and water" }
    ],
    excludes: [
      { ar: "أحذية المشي", en: "Hiking boots" }
    ],
    itinerary: [
      { title_ar: "بداية المسار", title_en: "Trailhead", text_ar: "شرح للمسار وتوزيع المياه.", text_en: "Trail briefing and water handout." },
      { title_ar: "المشي", title_en: "The hike", text_ar: "نحو ثلاث ساعات بين المدرجات والقرى.", text_en: "About three hours past terraces and villages." },
      { title_ar: "استراحة القرية", title_en: "Village break", text_ar: "شاي وخبز بلدي قبل العودة.", text_en: "Tea and local bread before heading back." }
    ],
    know_before_you_go: [
      { ar: "يتطلب المسار لياقة متوسطة ويضم منحدرات.", en: "Moderate fitness needed; the trail includes climbs." },
      { ar: "تُلغى الرحلة عند الأمطار الغزيرة مع استرداد كامل.", en: "Cancelled in heavy rain with a full refund." }
    ],
    what_to_bring: [
      { ar: "حذاء مشي بنعل متين", en: "Hiking shoes with good grip" },
      { ar: "حقيبة ظهر صغيرة", en: "A small backpack" },
      { ar: "سترة مقاومة للماء", en: "A waterproof jacket" }
    ],
    meeting_point_ar: "الاستلام من فندقك في أبها",
    meeting_point_en: "Pickup from your Abha hotel",
    address_ar: "مرتفعات عسير، أبها",
    address_en: "Asir highlands, Abha",
    lat: 18.3,
    lng: 42.45,
    duration_minutes: 300,
    age_min: 12,
    age_max: 65,
    base_price_sar: 250,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["team-building", "birthday"],
    best_for: ["friends", "solo", "couples"],
    labels: ["new", "likely-to-sell-out"],
    time_of_day: "morning",
    theme: "mountain"
  },
  {
    key: "al-muftaha-al-qatt-workshop",
    city: "abha",
    kind: "attraction",
    extraKinds: ["activity"],
    title_ar: "قرية المفتاحة وورشة فن القط العسيري",
    title_en: "Al Muftaha Arts Village and Al Qatt Workshop",
    summary_ar: "تعلّم أساسيات فن القط العسيري المدرج في قائمة اليونسكو، وارسم لوحتك بألوانه الزاهية.",
    summary_en: "Learn the basics of Al Qatt Al Asiri, the UNESCO-listed wall art, and paint your own piece in its bold colours.",
    description_ar: "القط العسيري فن زخرفي توارثته نساء عسير لتزيين جدران البيوت بأشكال هندسية ملونة، وأُدرج عام ٢٠١٧ في قائمة اليونسكو للتراث غير المادي. تبدأ الزيارة بجولة في قرية المفتاحة ومراسم فنانيها، ثم ورشة مع فنانة محلية تأخذ بعدها لوحتك معك.",
    description_en: "Al Qatt Al Asiri is a decorative art passed down by Asiri women to adorn house walls with colourful geometric patterns, added to UNESCO's intangible heritage list in 2017. Start with a walk through Al Muftaha village and its studios, then join a local artist for a workshop and take your painting home.",
    highlights: [
      { ar: "ورشة مع فنانة محلية", en: "Workshop with a local artist" },
      { ar: "لوحة من صنعك تأخذها معك", en: "A painting of your own to keep" },
      { ar: "مراسم الفنانين في المفتاحة", en: "Artists' studios in Al Muftaha" }
    ],
    includes: [
      { ar: "ورشة رسم لمدة ساعة ونصف", en: "90-minute painting workshop" },
      { ar: "الأدوات والألوان", en: "All materials and paints" },
      { ar: "جولة في القرية", en: "Village walk" }
    ],
    excludes: [
      { ar: "شراء الأعمال الفنية", en: "Artwork purchases" }
    ],
    itinerary: [
      { title_ar: "جولة القرية", title_en: "Village walk", text_ar: "زيارة المراسم وشارع الفن.", text_en: "Visit the studios and Art Street." },
      { title_ar: "الورشة", title_en: "Workshop", text_ar: "تعلّم الرموز والألوان ثم ارسم لوحتك.", text_en: "Learn the motifs and colours, then paint your own." }
    ],
    know_before_you_go: [
      { ar: "الورشة مناسبة للأطفال من سن السادسة.", en: "Suitable for children from age six." },
      { ar: "الألوان قد تترك بقعًا على الملابس.", en: "Paints may stain clothing." }
    ],
    what_to_bring: [
      { ar: "ملابس لا تخشى عليها من الألوان", en: "Clothes you do not mind getting paint on" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "مدخل قرية المفتاحة للفنون",
    meeting_point_en: "Al Muftaha Arts Village entrance",
    address_ar: "حي المفتاحة، وسط أبها",
    address_en: "Al Muftaha, central Abha",
    lat: 18.2203,
    lng: 42.5045,
    duration_minutes: 150,
    age_min: 6,
    age_max: 99,
    base_price_sar: 90,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["kids", "families", "friends"],
    labels: ["family-friendly", "new"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "al-soudah-mountain-lodge-stay",
    city: "abha",
    kind: "hotel",
    extraKinds: [],
    title_ar: "إقامة في نُزُل جبلي بالسودة",
    title_en: "Al Soudah Mountain Lodge Stay",
    summary_ar: "ليلة في نُزُل بين غابات العرعر، بمدفأة وشرفة تطل على الضباب وسهول تهامة.",
    summary_en: "A night in a lodge among the junipers, with a fireplace and a terrace above the mist and Tihama plains.",
    description_ar: "يقع النُزُل على ارتفاع يتجاوز ٢٨٠٠ متر، فتستيقظ على ضباب الصباح وأصوات الطيور. الغرف مصممة بلمسات عسيرية ومزودة بمدفأة، ويقدم المطعم أطباقًا محلية من المنتجات الجبلية.",
    description_en: "Set above 2,800 m, the lodge wakes you to morning mist and birdsong. Rooms feature Asiri design touches and a fireplace, and the restaurant serves local dishes made with mountain produce.",
    highlights: [
      { ar: "شرفة خاصة بإطلالة جبلية", en: "Private terrace with mountain views" },
      { ar: "مدفأة في الغرفة", en: "In-room fireplace" },
      { ar: "إفطار عسيري", en: "Asiri breakfast" }
    ],
    includes: [
      { ar: "ليلة في غرفة مزدوجة", en: "One night in a double room" },
      { ar: "الإفطار لشخصين", en: "Breakfast for two" },
      { ar: "مواقف مجانية", en: "Free parking" }
    ],
    excludes: [
      { ar: "الغداء والعشاء", en: "Lunch and dinner" }
    ],
    itinerary: [
      { title_ar: "تسجيل الدخول", title_en: "Check-in", text_ar: "من الساعة الثالثة عصرًا.", text_en: "From 3 pm." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "حتى الثانية عشرة ظهرًا.", text_en: "By noon." }
    ],
    know_before_you_go: [
      { ar: "الليالي باردة على مدار العام.", en: "Nights are cool all year round." },
      { ar: "يُنصح بالحجز المبكر في الصيف والإجازات.", en: "Book early for summer and holidays." }
    ],
    what_to_bring: [
      { ar: "ملابس دافئة", en: "Warm clothes" },
      { ar: "الهوية لتسجيل الدخول", en: "ID for check-in" }
    ],
    meeting_point_ar: "مكتب الاستقبال في النُزُل",
    meeting_point_en: "Lodge reception",
    address_ar: "السودة، أبها",
    address_en: "Al Soudah, Abha",
    lat: 18.27,
    lng: 42.37,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 650,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "family-outing"],
    best_for: ["couples", "families", "seniors"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "mountain"
  },
  {
    key: "riyadh-abha-return-flights",
    city: "abha",
    kind: "flight",
    extraKinds: [],
    title_ar: "رحلات ذهاب وعودة من الرياض إلى أبها",
    title_en: "Riyadh–Abha Return Flights",
    summary_ar: "من حرارة الرياض إلى نسيم عسير في أقل من ساعتين، بتذاكر واضحة السعر.",
    summary_en: "From Riyadh's heat to the Asir breeze in under two hours, with clearly priced tickets.",
    description_ar: "تُعد رحلات الرياض وأبها من أكثر الرحلات الداخلية طلبًا في الصيف، إذ يقصد كثيرون أجواء عسير المعتدلة. نعرض لك أفضل المواعيد المتاحة على الناقلات المحلية، ويمكنك إضافة التوصيل من مطار أبها أو الإقامة في الحجز نفسه.",
    description_en: "Riyadh–Abha is one of the busiest domestic routes in summer, when many head for Asir's mild weather. We show the best available timings on domestic carriers, and you can add an Abha airport transfer or hotel in the same booking.",
    highlights: [
      { ar: "رحلات مباشرة يومية", en: "Daily non-stop flights" },
      { ar: "حقيبة مسجلة ضمن السعر", en: "Checked bag included" },
      { ar: "إضافة التوصيل والإقامة بسهولة", en: "Easy add-ons for transfers and hotels" }
    ],
    includes: [
      { ar: "تذكرتا ذهاب وعودة بالدرجة السياحية", en: "Return economy tickets" },
      { ar: "حقيبة مسجلة بوزن ٢٣ كغ", en: "One 23 kg checked bag" }
    ],
    excludes: [
      { ar: "اختيار المقعد والوجبات المدفوعة", en: "Seat selection and paid meals" }
    ],
    itinerary: [
      { title_ar: "الحجز", title_en: "Booking", text_ar: "اختر المواعيد وتصلك التذاكر الإلكترونية.", text_en: "Pick your times and receive e-tickets." },
      { title_ar: "يوم السفر", title_en: "Travel day", text_ar: "احضر إلى المطار قبل الإقلاع بساعتين.", text_en: "Be at the airport two hours before departure." }
    ],
    know_before_you_go: [
      { ar: "ترتفع الأسعار في الصيف وإجازة منتصف العام.", en: "Fares rise in summer and mid-year holidays." },
      { ar: "تغيير الموعد يخضع لشروط الناقل.", en: "Date changes follow the airline's fare rules." }
    ],
    what_to_bring: [
      { ar: "الهوية الوطنية أو جواز السفر", en: "National ID or passport" },
      { ar: "بطاقة صعود الطائرة", en: "Boarding pass" }
    ],
    meeting_point_ar: "مطار الملك خالد الدولي، الرياض",
    meeting_point_en: "King Khalid International Airport, Riyadh",
    address_ar: "مطار أبها الدولي",
    address_en: "Abha International Airport",
    lat: 18.2404,
    lng: 42.6566,
    duration_minutes: 105,
    age_min: 0,
    age_max: 99,
    base_price_sar: 950,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "solo"],
    labels: ["instant-confirmation", "best-seller"],
    time_of_day: "morning",
    theme: "mountain"
  },
  {
    key: "abha-airport-transfer",
    city: "abha",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار أبها الدولي",
    title_en: "Private Abha Airport Transfer",
    summary_ar: "سائق بانتظارك في مطار أبها ليوصلك إلى فندقك في أبها أو السودة أو خميس مشيط.",
    summary_en: "A driver waiting at Abha airport to take you to your hotel in Abha, Al Soudah or Khamis Mushait.",
    description_ar: "يبعد مطار أبها نحو عشرين دقيقة عن وسط المدينة، وقرابة خمسين دقيقة عن منتجعات السودة. نوفر سيارات حديثة مع سائقين يعرفون طرق الجبال جيدًا، ونعدّل الموعد تلقائيًا إذا تأخرت رحلتك.",
    description_en: "Abha airport is about 20 minutes from the city centre and around 50 minutes from the Al Soudah resorts. Our modern cars come with drivers who know the mountain roads, and pickups adjust automatically if your flight is late.",
    highlights: [
      { ar: "سائقون متمرسون على طرق الجبال", en: "Drivers experienced on mountain roads" },
      { ar: "متابعة موعد الرحلة", en: "Flight tracking" },
      { ar: "سعر ثابت للسيارة", en: "Fixed price per car" }
    ],
    includes: [
      { ar: "سيارة خاصة مع سائق", en: "Private car with driver" },
      { ar: "انتظار مجاني لمدة ٤٥ دقيقة", en: "45 minutes of free waiting" }
    ],
    excludes: [
      { ar: "التوقفات السياحية في الطريق", en: "Sightseeing stops en route" }
    ],
    itinerary: [
      { title_ar: "الاستقبال", title_en: "Welcome", text_ar: "يلتقيك السائق عند بوابة الوصول.", text_en: "Your driver meets you at the arrivals gate." },
      { title_ar: "التوصيل", title_en: "The drive", text_ar: "توصيل مباشر إلى فندقك.", text_en: "Straight to your hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر إلى فنادق أبها، والسودة برسوم إضافية.", en: "Price covers Abha hotels; Al Soudah carries a supplement." },
      { ar: "السعر للسيارة حتى ثلاثة ركاب.", en: "Price is per car for up to three passengers." }
    ],
    what_to_bring: [
      { ar: "رقم الرحلة", en: "Flight number" },
      { ar: "عنوان الفندق", en: "Hotel address" }
    ],
    meeting_point_ar: "صالة الوصول، مطار أبها الدولي",
    meeting_point_en: "Arrivals hall, Abha International Airport",
    address_ar: "طريق المطار، أبها",
    address_en: "Airport Road, Abha",
    lat: 18.2404,
    lng: 42.6566,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_item",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "mountain"
  }
];
