// Rihla demo catalog: how to find the meeting point and what to show there, by kind of experience
// (the experience's `location.instructions_ar` / `instructions_en`, shown on the checkout summary,
// the voucher and the order page).

const guided = {
  ar: 'يُرجى الوصول إلى نقطة الالتقاء قبل موعد البدء بخمس عشرة دقيقة. ينتظرك المرشد حاملًا لافتة رحلة، ويمسح رمز QR في قسيمتك من جوالك.',
  en: 'Please be at the meeting point 15 minutes before the start. Your guide waits there with a Rihla sign and scans the QR code on your voucher from your phone.',
};

const byKind = {
  attraction: {
    ar: 'توجّه إلى شباك التذاكر عند نقطة الالتقاء وأظهِر رمز QR في قسيمتك؛ لا حاجة إلى تذكرة مطبوعة. يُفضَّل الوصول قبل موعدك بخمس عشرة دقيقة.',
    en: 'Go to the ticket desk at the meeting point and show the QR code on your voucher; no printed ticket is needed. Arrive 15 minutes before your time.',
  },
  tour: guided,
  guide: guided,
  activity: {
    ar: 'يُرجى الوصول قبل موعد البدء بعشرين دقيقة لتسجيل الحضور والاستماع إلى تعليمات السلامة. أظهِر رمز QR في قسيمتك للمنظّم.',
    en: 'Please arrive 20 minutes before the start to check in and hear the safety briefing. Show the QR code on your voucher to the organiser.',
  },
  cruise: {
    ar: 'سجّل حضورك عند المرسى قبل الإبحار بثلاثين دقيقة ومعك رمز QR في قسيمتك وهوية سارية. يُغلق الصعود قبل الإبحار بعشر دقائق.',
    en: 'Check in at the pier 30 minutes before departure with the QR code on your voucher and a photo ID. Boarding closes 10 minutes before departure.',
  },
  yacht: {
    ar: 'سجّل حضورك عند المرسى قبل الإبحار بثلاثين دقيقة ومعك رمز QR في قسيمتك وهوية سارية. يُغلق الصعود قبل الإبحار بعشر دقائق.',
    en: 'Check in at the pier 30 minutes before departure with the QR code on your voucher and a photo ID. Boarding closes 10 minutes before departure.',
  },
  jetski: {
    ar: 'يُرجى الوصول قبل موعدك بعشرين دقيقة لتوقيع إقرار السلامة وارتداء سترة النجاة. أظهِر رمز QR في قسيمتك عند مكتب الاستقبال.',
    en: 'Please arrive 20 minutes early to sign the safety form and put on a life jacket. Show the QR code on your voucher at the front desk.',
  },
  transfer: {
    ar: 'ينتظرك السائق عند نقطة الالتقاء حاملًا لافتة باسم الضيف الرئيسي، ويتصل بك على الرقم الذي أدخلته عند الدفع إن تأخر اللقاء.',
    en: "Your driver waits at the meeting point with a sign bearing the lead guest's name, and calls the phone number you gave at checkout if you cannot find each other.",
  },
  flight: {
    ar: 'توجّه إلى مكاتب إنهاء الإجراءات قبل الإقلاع بساعتين على الأقل ومعك جواز السفر أو الهوية الوطنية وقسيمتك.',
    en: 'Go to the check-in desks at least 2 hours before departure with your passport or national ID and your voucher.',
  },
  train: {
    ar: 'يُرجى الوصول إلى المحطة قبل المغادرة بخمس وأربعين دقيقة ومعك الهوية الوطنية أو جواز السفر؛ تُغلق البوابات قبل المغادرة بخمس دقائق.',
    en: 'Please be at the station 45 minutes before departure with your national ID or passport; the gates close 5 minutes before departure.',
  },
  hotel: {
    ar: 'سجّل وصولك في مكتب الاستقبال من الساعة ٣ عصرًا ومعك هوية الضيف الرئيسي وقسيمتك.',
    en: "Check in at reception from 3 pm with the lead guest's ID and your voucher.",
  },
  package: {
    ar: 'يبدأ اليوم الأول عند نقطة الالتقاء، ويتواصل معك منسّق الرحلة قبل يوم من البدء لتأكيد الموعد الدقيق.',
    en: 'Day one starts at the meeting point; your trip coordinator contacts you the day before to confirm the exact time.',
  },
  visa: {
    ar: 'لا حاجة إلى الحضور شخصيًا: نرسل إليك الطلب والمستندات بالبريد الإلكتروني، واحتفظ بهذه القسيمة مرجعًا.',
    en: 'Nothing to attend in person: we handle the application and email you the documents; keep this voucher for reference.',
  },
};

/** The bilingual instructions of an experience's meeting point. */
export function meetingInstructions(kind) {
  const text = byKind[kind] || guided;
  return { instructions_ar: text.ar, instructions_en: text.en };
}
