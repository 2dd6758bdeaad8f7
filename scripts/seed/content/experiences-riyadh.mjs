// Rihla demo catalog: base experiences in Riyadh.

export const riyadhExperiences = [
  {
    key: "diriyah-at-turaif-heritage-tour",
    city: "riyadh",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "جولة الدرعية وحي الطريف التاريخي",
    title_en: "Diriyah and At-Turaif Heritage Tour",
    summary_ar: "تجوّل بين قصور الطين في حي الطريف، مهد الدولة السعودية الأولى والمدرج في قائمة التراث العالمي لليونسكو.",
    summary_en: "Walk the mud-brick palaces of At-Turaif, birthplace of the first Saudi state and a UNESCO World Heritage Site.",
    description_ar: "تبدأ الجولة من بوابة الدرعية حيث يرافقك مرشد مرخّص إلى أزقة حي الطريف وقصر سلوى ومسجد الإمام محمد بن سعود. ستتعرف على قصة تأسيس الدولة السعودية الأولى عام ١٧٢٧ وأسرار العمارة النجدية، ثم تختم الجولة بإطلالة على وادي حنيفة من مطل البجيري.",
    description_en: "Your licensed guide leads you from Diriyah Gate into the lanes of At-Turaif, past Salwa Palace and the Imam Mohammed bin Saud Mosque. Hear how the first Saudi state was founded in 1727, learn to read Najdi architecture, and finish with views over Wadi Hanifah from Al-Bujairi Terrace.",
    highlights: [
      { ar: "قصر سلوى، أكبر مباني حي الطريف", en: "Salwa Palace, the largest complex in At-Turaif" },
      { ar: "نظرة قريبة على فنون العمارة النجدية بالطين", en: "A close look at Najdi mud-brick architecture" },
      { ar: "إطلالة على وادي حنيفة من مطل البجيري", en: "Views over Wadi Hanifah from Al-Bujairi Terrace" }
    ],
    includes: [
      { ar: "مرشد مرخّص يتحدث العربية أو الإنجليزية أو الفرنسية", en: "Licensed Arabic-, English- or French-speaking guide" },
      { ar: "تذكرة دخول حي الطريف", en: "At-Turaif entry ticket" },
      { ar: "قهوة سعودية وتمر", en: "Saudi coffee and dates" }
    ],
    excludes: [
      { ar: "الوجبات في مطاعم البجيري", en: "Meals at Al-Bujairi restaurants" }
    ],
    itinerary: [
      { title_ar: "الاستقبال عند البوابة", title_en: "Welcome at the gate", text_ar: "لقاء المرشد واستلام التذاكر مع فنجان قهوة سعودية.", text_en: "Meet your guide and collect tickets over a cup of Saudi coffee." },
      { title_ar: "حي الطريف", title_en: "At-Turaif district", text_ar: "جولة سيرًا على الأقدام بين القصور والمساجد والمعارض الصغيرة داخل الحي.", text_en: "A walking tour through the palaces, mosques and small galleries of the district." },
      { title_ar: "مطل البجيري", title_en: "Al-Bujairi Terrace", text_ar: "وقت حر لالتقاط الصور والاستمتاع بالإطلالة على وادي حنيفة.", text_en: "Free time for photos and views across Wadi Hanifah." }
    ],
    know_before_you_go: [
      { ar: "يتطلب المسار المشي نحو ساعتين على أرض مستوية في الغالب.", en: "Expect around two hours of walking on mostly level ground." },
      { ar: "يُرجى ارتداء لباس محتشم يغطي الكتفين والركبتين.", en: "Modest dress covering shoulders and knees is requested." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح للمشي", en: "Comfortable walking shoes" },
      { ar: "قبعة ونظارة شمسية", en: "Hat and sunglasses" },
      { ar: "عبوة ماء", en: "Water bottle" }
    ],
    meeting_point_ar: "بوابة الدرعية، مدخل حي الطريف",
    meeting_point_en: "Diriyah Gate, At-Turaif entrance",
    address_ar: "حي الطريف، الدرعية، الرياض",
    address_en: "At-Turaif District, Diriyah, Riyadh",
    lat: 24.734,
    lng: 46.5727,
    duration_minutes: 180,
    age_min: 5,
    age_max: 99,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "couples", "seniors"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "heritage"
  },
  {
    key: "edge-of-the-world-day-trip",
    city: "riyadh",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "رحلة حافة العالم في جبل فهرين",
    title_en: "Edge of the World (Jebel Fihrayn) Day Trip",
    summary_ar: "انطلق بسيارات الدفع الرباعي إلى جروف طويق الشاهقة، وشاهد الأفق يمتد بلا نهاية من حافة العالم.",
    summary_en: "Ride by 4x4 to the sheer Tuwaiq cliffs and watch the horizon stretch for miles from the Edge of the World.",
    description_ar: "على بعد نحو تسعين كيلومترًا شمال غرب الرياض، ترتفع جروف جبل فهرين ضمن سلسلة جبال طويق فوق سهل فسيح كان يومًا طريقًا للقوافل. نعبر الوادي بسيارات الدفع الرباعي، ثم نمشي مسارًا قصيرًا إلى نقاط الإطلالة، ونختم بالقهوة والعشاء الخفيف مع غروب الشمس.",
    description_en: "About 90 km northwest of Riyadh, the cliffs of Jebel Fihrayn on the Tuwaiq escarpment drop away to a plain once crossed by caravans. We cross the wadi by 4x4, hike a short trail to the viewpoints, then settle in for coffee and a light dinner as the sun goes down.",
    highlights: [
      { ar: "إطلالة بانورامية من جروف يتجاوز ارتفاعها ٣٠٠ متر", en: "Panoramic views from cliffs over 300 m high" },
      { ar: "عبور الأودية المكسوة بأشجار الطلح بسيارات الدفع الرباعي", en: "Off-road crossing of acacia-dotted valleys" },
      { ar: "قهوة وعشاء خفيف عند الغروب", en: "Sunset coffee and a light dinner" }
    ],
    includes: [
      { ar: "النقل بسيارة دفع رباعي من الرياض وإليها", en: "Return 4x4 transport from Riyadh" },
      { ar: "سائق ومرشد متمرس", en: "Experienced driver-guide" },
      { ar: "عشاء خفيف ومياه", en: "Light dinner and water" }
    ],
    excludes: [
      { ar: "المصاريف الشخصية", en: "Personal expenses" }
    ],
    itinerary: [
      { title_ar: "الانطلاق من الرياض", title_en: "Depart Riyadh", text_ar: "الاستلام من فندقك بعد الظهر والتوجه شمال غرب المدينة.", text_en: "Afternoon hotel pickup and drive northwest of the city." },
      { title_ar: "المسار ونقاط الإطلالة", title_en: "Trail and viewpoints", text_ar: "مشي لمدة ساعة تقريبًا بين نقاط الإطلالة على حافة الجرف.", text_en: "Around an hour of walking between viewpoints along the cliff edge." },
      { title_ar: "الغروب والعشاء", title_en: "Sunset and dinner", text_ar: "جلسة عربية مع القهوة والعشاء ثم العودة إلى الرياض.", text_en: "Majlis-style seating with coffee and dinner before the drive back." }
    ],
    know_before_you_go: [
      { ar: "قد يُغلق الموقع في أيام الأمطار حفاظًا على السلامة.", en: "The site can close on rainy days for safety." },
      { ar: "لا توجد حواجز عند حافة الجرف، فالتزم بتعليمات المرشد.", en: "There are no railings at the cliff edge; follow your guide's instructions." }
    ],
    what_to_bring: [
      { ar: "حذاء رياضي بنعل متين", en: "Sturdy trainers or hiking shoes" },
      { ar: "سترة خفيفة لأمسيات الشتاء", en: "A light jacket for winter evenings" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الرياض",
    meeting_point_en: "Pickup from your Riyadh hotel",
    address_ar: "جبل فهرين، جبال طويق، شمال غرب الرياض",
    address_en: "Jebel Fihrayn, Tuwaiq Escarpment, northwest of Riyadh",
    lat: 24.9539,
    lng: 45.9906,
    duration_minutes: 420,
    age_min: 8,
    age_max: 65,
    base_price_sar: 350,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["team-building", "birthday"],
    best_for: ["friends", "couples", "solo"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "afternoon",
    theme: "desert"
  },
  {
    key: "masmak-fort-old-riyadh-walk",
    city: "riyadh",
    kind: "tour",
    extraKinds: ["attraction"],
    title_ar: "قصر المصمك وجولة في الرياض القديمة",
    title_en: "Masmak Fort and Old Riyadh Walk",
    summary_ar: "اكتشف قصر المصمك حيث بدأت ملحمة توحيد المملكة، ثم تجوّل في أسواق الديرة وسوق الزل.",
    summary_en: "Step inside Masmak Fort, where the story of unification began, then wander the souqs of Al Dirah.",
    description_ar: "شُيّد قصر المصمك من الطين واللبن في القرن التاسع عشر، وشهد استرداد الرياض على يد الملك عبدالعزيز عام ١٩٠٢. بعد زيارة القصر نمر بساحة العدل وجامع الإمام تركي بن عبدالله، ثم ننتهي في سوق الزل الشهير بالبشوت والسجاد والتحف.",
    description_en: "Built of mud brick in the 19th century, Masmak Fort witnessed King Abdulaziz retake Riyadh in 1902. After the fort we pass Justice Square and the Imam Turki bin Abdullah Mosque, ending in Souq Al Zal, known for bishts, carpets and antiques.",
    highlights: [
      { ar: "البوابة الخشبية الأصلية لقصر المصمك", en: "The original wooden gate of Masmak Fort" },
      { ar: "معروضات توثّق استرداد الرياض", en: "Exhibits on the 1902 recapture of Riyadh" },
      { ar: "سوق الزل للبشوت والتحف", en: "Souq Al Zal for bishts and antiques" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "رسوم الدخول", en: "Entry fees" },
      { ar: "شاي أو قهوة في السوق", en: "Tea or coffee in the souq" }
    ],
    excludes: [
      { ar: "النقل إلى نقطة اللقاء", en: "Transport to the meeting point" }
    ],
    itinerary: [
      { title_ar: "قصر المصمك", title_en: "Masmak Fort", text_ar: "جولة في أبراج القصر وفنائه وبئره القديمة.", text_en: "Explore the fort's towers, courtyard and old well." },
      { title_ar: "ساحة العدل", title_en: "Justice Square", text_ar: "المرور بقصر الحكم وجامع الإمام تركي بن عبدالله.", text_en: "Pass Al Hukm Palace and the Imam Turki bin Abdullah Mosque." },
      { title_ar: "سوق الزل", title_en: "Souq Al Zal", text_ar: "وقت حر للتسوق وتذوق القهوة.", text_en: "Free time to shop and sip coffee." }
    ],
    know_before_you_go: [
      { ar: "قد تغلق بعض المحلات مؤقتًا في أوقات الصلاة.", en: "Some shops may close briefly at prayer times." },
      { ar: "الجولة مناسبة لكبار السن مع فترات للراحة.", en: "Suitable for seniors, with rest stops along the way." }
    ],
    what_to_bring: [
      { ar: "عبوة ماء", en: "Water bottle" },
      { ar: "نقود لشراء التذكارات", en: "Cash for souvenirs" }
    ],
    meeting_point_ar: "البوابة الرئيسية لقصر المصمك",
    meeting_point_en: "Masmak Fort main gate",
    address_ar: "حي الديرة، وسط الرياض",
    address_en: "Al Dirah, central Riyadh",
    lat: 24.6312,
    lng: 46.7133,
    duration_minutes: 150,
    age_min: 6,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "ur"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "seniors", "solo"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "boulevard-city-riyadh-season-ticket",
    city: "riyadh",
    kind: "attraction",
    extraKinds: [],
    title_ar: "تذكرة دخول بوليفارد سيتي في موسم الرياض",
    title_en: "Boulevard City Entry Ticket, Riyadh Season",
    summary_ar: "أمسية حافلة بالعروض والمطاعم والفعاليات في أشهر مناطق موسم الرياض.",
    summary_en: "An evening of shows, dining and entertainment in Riyadh Season's best-known zone.",
    description_ar: "تتحول بوليفارد سيتي خلال موسم الرياض إلى وجهة ترفيهية متكاملة تضم عروضًا حية وبحيرة راقصة ومطاعم عالمية ومناطق مستوحاة من مدن مختلفة. تمنحك التذكرة دخولًا عامًا في الموعد الذي تختاره، مع إمكانية إضافة الفعاليات المدفوعة داخل المنطقة.",
    description_en: "During Riyadh Season, Boulevard City becomes a full entertainment district with live shows, a dancing lake, international restaurants and themed zones. Your ticket covers general entry on your chosen date, with paid attractions available to add inside.",
    highlights: [
      { ar: "عروض النافورة والإضاءة كل مساء", en: "Nightly fountain and light shows" },
      { ar: "مطاعم ومقاهٍ من مطابخ العالم", en: "Restaurants and cafes from around the world" },
      { ar: "عروض حية ومناطق ألعاب للأطفال", en: "Live performances and play areas for kids" }
    ],
    includes: [
      { ar: "تذكرة دخول عامة إلكترونية", en: "General admission e-ticket" },
      { ar: "رمز QR يعمل دون اتصال بالإنترنت", en: "QR code that works offline" }
    ],
    excludes: [
      { ar: "الألعاب والعروض المدفوعة", en: "Paid rides and shows" },
      { ar: "الطعام والمشروبات", en: "Food and drinks" }
    ],
    itinerary: [
      { title_ar: "الدخول", title_en: "Entry", text_ar: "امسح رمز QR عند البوابة في الفترة المحددة.", text_en: "Scan your QR code at the gate during your time slot." },
      { title_ar: "الاستكشاف", title_en: "Explore", text_ar: "تنقّل بين المناطق والعروض على راحتك.", text_en: "Wander the zones and shows at your own pace." }
    ],
    know_before_you_go: [
      { ar: "تعمل المنطقة خلال موسم الرياض فقط، وتختلف المواعيد من يوم لآخر.", en: "Open during Riyadh Season only; hours vary by day." },
      { ar: "تُفتح البوابات عادة من الرابعة عصرًا.", en: "Gates usually open from 4 pm." }
    ],
    what_to_bring: [
      { ar: "الهوية الوطنية أو جواز السفر", en: "National ID or passport" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "البوابة الرئيسية لبوليفارد سيتي",
    meeting_point_en: "Boulevard City main gate",
    address_ar: "حي حطين، شمال الرياض",
    address_en: "Hittin, north Riyadh",
    lat: 24.7686,
    lng: 46.604,
    duration_minutes: 240,
    age_min: 0,
    age_max: 99,
    base_price_sar: 60,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "birthday"],
    best_for: ["families", "friends", "kids"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "evening",
    theme: "city"
  },
  {
    key: "red-sands-quad-biking",
    city: "riyadh",
    kind: "activity",
    extraKinds: [],
    title_ar: "مغامرة الدبابات في الرمال الحمراء",
    title_en: "Red Sands Quad Biking Adventure",
    summary_ar: "قُد دبابًا رباعيًا فوق كثبان الرمال الحمراء غرب الرياض، مع استراحة شاي على الجمر.",
    summary_en: "Ride a quad bike over the Red Sands dunes west of Riyadh, with tea brewed over embers.",
    description_ar: "تقع كثبان الرمال الحمراء قرب طريق مكة القديم على بعد ساعة تقريبًا من وسط الرياض، وهي ملعب مفضل لعشاق المغامرة. بعد شرح قواعد السلامة تنطلق بدبابك خلف المدرب عبر الكثبان، ثم تستريح في مخيم صغير حيث القهوة والشاي وركوب الجمال لمن يرغب.",
    description_en: "The Red Sands dunes lie about an hour from central Riyadh off the old Makkah road, a favourite playground for adventure lovers. After a safety briefing you follow your instructor across the dunes, then rest at a small camp with coffee, tea and optional camel rides.",
    highlights: [
      { ar: "ساعة كاملة على دباب رباعي", en: "A full hour on a quad bike" },
      { ar: "كثبان حمراء مثالية للتصوير", en: "Photogenic red dunes" },
      { ar: "ركوب الجمال في المخيم", en: "Camel rides at the camp" }
    ],
    includes: [
      { ar: "دباب بمحرك ٢٥٠ سي سي مع الوقود", en: "250cc quad bike with fuel" },
      { ar: "خوذة ومعدات السلامة", en: "Helmet and safety gear" },
      { ar: "النقل من الرياض وإليها", en: "Return transport from Riyadh" },
      { ar: "قهوة وشاي", en: "Coffee and tea" }
    ],
    excludes: [
      { ar: "التصوير الاحترافي", en: "Professional photos" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "الاستلام من الفندق والتوجه غرب الرياض.", text_en: "Hotel pickup and drive west of Riyadh." },
      { title_ar: "شرح السلامة", title_en: "Safety briefing", text_ar: "تعريف بالدباب وقواعد القيادة الآمنة.", text_en: "An introduction to the bike and safe riding rules." },
      { title_ar: "القيادة في الكثبان", title_en: "Dune ride", text_ar: "ساعة من القيادة برفقة المدرب.", text_en: "An hour of riding behind your instructor." },
      { title_ar: "استراحة المخيم", title_en: "Camp break", text_ar: "قهوة وشاي وركوب الجمال قبل العودة.", text_en: "Coffee, tea and camel rides before heading back." }
    ],
    know_before_you_go: [
      { ar: "يجب ألا يقل عمر السائق عن ١٦ عامًا، ويمكن للأصغر الركوب خلف مرافق بالغ.", en: "Riders must be 16 or older; younger guests can ride behind an adult." },
      { ar: "لا يُنصح به للحوامل أو من يعانون آلام الظهر.", en: "Not recommended for pregnant travellers or anyone with back problems." }
    ],
    what_to_bring: [
      { ar: "نظارة شمسية وشماغ أو وشاح يقي من الغبار", en: "Sunglasses and a shemagh or scarf against the dust" },
      { ar: "حذاء مغلق", en: "Closed shoes" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الرياض",
    meeting_point_en: "Pickup from your Riyadh hotel",
    address_ar: "الرمال الحمراء، طريق مكة القديم، غرب الرياض",
    address_en: "Red Sands, old Makkah Road, west of Riyadh",
    lat: 24.58,
    lng: 46.25,
    duration_minutes: 240,
    age_min: 8,
    age_max: 60,
    base_price_sar: 250,
    pricing: "per_person",
    pickup: true,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["team-building", "birthday"],
    best_for: ["friends", "solo", "couples"],
    labels: ["likely-to-sell-out", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "desert"
  },
  {
    key: "kingdom-centre-sky-bridge",
    city: "riyadh",
    kind: "attraction",
    extraKinds: [],
    title_ar: "جسر السماء في برج المملكة",
    title_en: "Kingdom Centre Sky Bridge",
    summary_ar: "اصعد إلى الجسر المعلق على ارتفاع ٣٠٠ متر واستمتع بأجمل إطلالة على الرياض.",
    summary_en: "Ride up to the bridge 300 m above the city for Riyadh's best skyline view.",
    description_ar: "يربط جسر السماء قمتي برج المملكة، أحد أشهر معالم الرياض، ويمنحك إطلالة كاملة على طريق الملك فهد وحي العليا. يصعد الزوار بمصعدين سريعين في أقل من دقيقة، ويُفضّل الحضور قبيل الغروب لمشاهدة أضواء المدينة وهي تتلألأ.",
    description_en: "The Sky Bridge spans the twin peaks of Kingdom Centre, one of Riyadh's signature towers, with sweeping views over King Fahd Road and Olaya. High-speed lifts whisk you up in under a minute; come just before sunset to watch the city lights come on.",
    highlights: [
      { ar: "إطلالة بزاوية ٣٦٠ درجة على الرياض", en: "360-degree views over Riyadh" },
      { ar: "مصاعد سريعة تبلغ القمة في أقل من دقيقة", en: "High-speed lifts to the top in under a minute" },
      { ar: "من أجمل مواقع مشاهدة الغروب في المدينة", en: "One of the city's best sunset spots" }
    ],
    includes: [
      { ar: "تذكرة دخول إلكترونية", en: "E-ticket admission" },
      { ar: "الصعود بالمصعد إلى الجسر", en: "Lift access to the bridge" }
    ],
    excludes: [
      { ar: "المشتريات من متجر الهدايا", en: "Gift shop purchases" }
    ],
    itinerary: [
      { title_ar: "الدخول", title_en: "Entry", text_ar: "توجّه إلى مدخل الجسر في الدور السفلي من مركز المملكة.", text_en: "Head to the Sky Bridge entrance on the lower level of Kingdom Centre." },
      { title_ar: "على الجسر", title_en: "On the bridge", text_ar: "استمتع بالإطلالة والتصوير على راحتك.", text_en: "Take in the views and photos at your own pace." }
    ],
    know_before_you_go: [
      { ar: "قد يُغلق الجسر مؤقتًا عند اشتداد الرياح.", en: "The bridge may close temporarily in high winds." },
      { ar: "تُصدر التذاكر وفق فترات زمنية محددة.", en: "Tickets are issued for set time slots." }
    ],
    what_to_bring: [
      { ar: "هاتف أو كاميرا", en: "Phone or camera" },
      { ar: "رمز الحجز", en: "Booking QR code" }
    ],
    meeting_point_ar: "مدخل جسر السماء، مركز المملكة",
    meeting_point_en: "Sky Bridge entrance, Kingdom Centre",
    address_ar: "طريق الملك فهد، حي العليا، الرياض",
    address_en: "King Fahd Road, Olaya, Riyadh",
    lat: 24.7113,
    lng: 46.6744,
    duration_minutes: 60,
    age_min: 0,
    age_max: 99,
    base_price_sar: 70,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["birthday", "honeymoon"],
    best_for: ["couples", "families", "solo"],
    labels: ["instant-confirmation", "skip-the-line"],
    time_of_day: "evening",
    theme: "city"
  },
  {
    key: "riyadh-dammam-train-tickets",
    city: "riyadh",
    kind: "train",
    extraKinds: [],
    title_ar: "تذاكر قطار الرياض – الدمام",
    title_en: "Riyadh–Dammam Train Tickets",
    summary_ar: "سافر بين العاصمة والمنطقة الشرقية في نحو أربع ساعات بقطار مريح يتوقف في الهفوف.",
    summary_en: "Travel between the capital and the Eastern Province in about four hours, stopping at Hofuf.",
    description_ar: "يربط الخط الشرقي للخطوط الحديدية السعودية بين الرياض والدمام مرورًا بالهفوف وبقيق، وهو بديل مريح عن القيادة الطويلة على الطريق السريع. نحجز لك المقعد في الدرجة التي تختارها، ونرسل التذكرة الإلكترونية إلى حسابك فور التأكيد.",
    description_en: "The SAR East Line links Riyadh and Dammam via Hofuf and Abqaiq, a relaxed alternative to the long highway drive. We book your seat in the class you choose and send the e-ticket to your account as soon as it is confirmed.",
    highlights: [
      { ar: "مقاعد واسعة ومنافذ شحن", en: "Spacious seats with charging points" },
      { ar: "عربة مقهى على متن القطار", en: "Onboard cafe car" },
      { ar: "محطات قريبة من وسط المدن", en: "Stations close to the city centres" }
    ],
    includes: [
      { ar: "تذكرة ذهاب بالدرجة السياحية", en: "One-way economy ticket" },
      { ar: "الوزن المسموح به للأمتعة", en: "Standard luggage allowance" }
    ],
    excludes: [
      { ar: "التنقل من المحطة وإليها", en: "Transfers to and from the station" }
    ],
    itinerary: [
      { title_ar: "تأكيد الحجز", title_en: "Booking confirmed", text_ar: "نرسل إليك التذكرة الإلكترونية ورقم المقعد.", text_en: "We send your e-ticket and seat number." },
      { title_ar: "في المحطة", title_en: "At the station", text_ar: "احضر قبل الموعد بثلاثين دقيقة لتسليم الأمتعة.", text_en: "Arrive 30 minutes early to check in luggage." },
      { title_ar: "على متن القطار", title_en: "On board", text_ar: "رحلة مريحة تستغرق نحو أربع ساعات حتى الدمام.", text_en: "A comfortable ride of about four hours to Dammam." }
    ],
    know_before_you_go: [
      { ar: "يلزم إبراز الهوية أو جواز السفر عند الصعود.", en: "Show your ID or passport when boarding." },
      { ar: "يسافر الأطفال دون سنتين في حضن المرافق دون مقعد مستقل.", en: "Children under two travel on an adult's lap without a seat." }
    ],
    what_to_bring: [
      { ar: "الهوية الوطنية أو جواز السفر", en: "National ID or passport" },
      { ar: "التذكرة على هاتفك", en: "Your ticket on your phone" }
    ],
    meeting_point_ar: "محطة قطار الرياض، الخط الشرقي",
    meeting_point_en: "Riyadh railway station, East Line",
    address_ar: "حي الملز، الرياض",
    address_en: "Al Malaz, Riyadh",
    lat: 24.653,
    lng: 46.74,
    duration_minutes: 255,
    age_min: 0,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing"],
    best_for: ["families", "seniors", "solo"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "riyadh-kkia-airport-transfer",
    city: "riyadh",
    kind: "transfer",
    extraKinds: [],
    title_ar: "توصيل خاص من مطار الملك خالد الدولي",
    title_en: "Private Transfer from King Khalid International Airport",
    summary_ar: "سائقك بانتظارك في صالة الوصول ليوصلك مباشرة إلى فندقك في الرياض.",
    summary_en: "Your driver meets you in arrivals and takes you straight to your Riyadh hotel.",
    description_ar: "نتابع رحلتك ونعدّل موعد الاستقبال تلقائيًا إذا تأخرت، فيكون السائق بانتظارك بلوحة تحمل اسمك. سياراتنا حديثة ومكيفة وتتسع لثلاثة ركاب مع أمتعتهم، ويمكن الترقية إلى سيارة عائلية.",
    description_en: "We track your flight and adjust the pickup automatically if it is delayed, so your driver is waiting with a name sign. Cars are modern, air-conditioned and seat three with luggage, with family-size upgrades available.",
    highlights: [
      { ar: "متابعة الرحلة وانتظار مجاني لمدة ٦٠ دقيقة", en: "Flight tracking and 60 minutes of free waiting" },
      { ar: "سعر ثابت دون مفاجآت", en: "Fixed price, no surprises" },
      { ar: "خدمة متاحة على مدار الساعة", en: "Available around the clock" }
    ],
    includes: [
      { ar: "سيارة سيدان خاصة مع سائق", en: "Private sedan with driver" },
      { ar: "رسوم المواقف", en: "Parking fees" },
      { ar: "مياه في السيارة", en: "Bottled water" }
    ],
    excludes: [
      { ar: "التوقفات الإضافية خلال الطريق", en: "Extra stops en route" }
    ],
    itinerary: [
      { title_ar: "الاستقبال", title_en: "Meet and greet", text_ar: "يلتقيك السائق عند بوابة الوصول حاملًا لوحة باسمك.", text_en: "Your driver meets you at the arrivals gate with a name sign." },
      { title_ar: "التوصيل", title_en: "The drive", text_ar: "رحلة مباشرة إلى فندقك تستغرق من ٣٠ إلى ٤٥ دقيقة.", text_en: "A direct 30 to 45 minute drive to your hotel." }
    ],
    know_before_you_go: [
      { ar: "السعر للسيارة وليس للراكب، ويشمل حتى ثلاثة ركاب.", en: "Price is per car, for up to three passengers." },
      { ar: "يُرجى إدخال رقم الرحلة عند الحجز.", en: "Please add your flight number when booking." }
    ],
    what_to_bring: [
      { ar: "رقم الحجز", en: "Booking reference" },
      { ar: "رقم هاتف متاح للتواصل", en: "A reachable phone number" }
    ],
    meeting_point_ar: "صالة الوصول، مطار الملك خالد الدولي",
    meeting_point_en: "Arrivals hall, King Khalid International Airport",
    address_ar: "طريق المطار، شمال الرياض",
    address_en: "Airport Road, north Riyadh",
    lat: 24.9576,
    lng: 46.6988,
    duration_minutes: 45,
    age_min: 0,
    age_max: 99,
    base_price_sar: 180,
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
    key: "riyadh-licensed-guide-day",
    city: "riyadh",
    kind: "guide",
    extraKinds: ["tour"],
    title_ar: "مرشد سياحي مرخّص في الرياض ليوم كامل",
    title_en: "Licensed Riyadh Guide for a Day",
    summary_ar: "مرشد مرخّص يرافقك ثماني ساعات ويصمم معك برنامجًا يناسب اهتماماتك.",
    summary_en: "A licensed guide joins you for eight hours on a plan built around your interests.",
    description_ar: "سواء أردت التعمق في تاريخ الدرعية، أو قضاء الوقت في المتحف الوطني، أو التسوق في الأسواق الشعبية، يرافقك مرشد مرخّص من وزارة السياحة يعرف المدينة جيدًا. تتواصل معه قبل الرحلة لتحديد البرنامج، ويمكنك إضافة سيارة مع سائق عند الحاجة.",
    description_en: "Whether you want to dig into Diriyah's history, spend time at the National Museum or browse the traditional souqs, your guide is licensed by the Ministry of Tourism and knows the city inside out. Plan the day together beforehand and add a car with driver if you need one.",
    highlights: [
      { ar: "برنامج مرن تختاره بنفسك", en: "A flexible plan you choose yourself" },
      { ar: "مرشد مرخّص من وزارة السياحة", en: "Guide licensed by the Ministry of Tourism" },
      { ar: "مناسب للعائلات ولرجال الأعمال", en: "Ideal for families and business travellers" }
    ],
    includes: [
      { ar: "مرشد لمدة ثماني ساعات", en: "Guide for eight hours" },
      { ar: "مكالمة تخطيط قبل الرحلة", en: "Pre-trip planning call" }
    ],
    excludes: [
      { ar: "النقل ورسوم الدخول", en: "Transport and entry fees" },
      { ar: "الوجبات", en: "Meals" }
    ],
    itinerary: [
      { title_ar: "التخطيط", title_en: "Planning", text_ar: "تواصل مع المرشد لتحديد المحطات والأوقات.", text_en: "Agree stops and timings with your guide." },
      { title_ar: "يوم الجولة", title_en: "Tour day", text_ar: "يلتقيك المرشد في الفندق ويرافقك طوال اليوم.", text_en: "Your guide meets you at the hotel and stays with you all day." }
    ],
    know_before_you_go: [
      { ar: "السعر للمرشد وليس للشخص، لمجموعة تصل إلى ثمانية أشخاص.", en: "Price is per guide, for groups of up to eight." },
      { ar: "يمكن إضافة ساعات أخرى مقابل رسوم إضافية.", en: "Extra hours are available for an additional fee." }
    ],
    what_to_bring: [
      { ar: "قائمة بالأماكن التي تود زيارتها", en: "A wish list of places to visit" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "فندقك في الرياض",
    meeting_point_en: "Your hotel in Riyadh",
    address_ar: "الرياض",
    address_en: "Riyadh",
    lat: 24.6907,
    lng: 46.685,
    duration_minutes: 480,
    age_min: 0,
    age_max: 99,
    base_price_sar: 900,
    pricing: "per_item",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing", "team-building"],
    best_for: ["families", "seniors", "couples"],
    labels: ["private", "free-cancellation"],
    time_of_day: "morning",
    theme: "heritage"
  }
];
