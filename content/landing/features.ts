import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

export const featureTabIds = [
  "reviews",
  "messaging",
  "webchat",
  "automissedcall",
  "crm",
  "email",
  "courses",
] as const;

const chatLine = z.object({ from: z.enum(["contact", "business"]), text: z.string() });

/** Sample data for each HTML/CSS mock-up; no real application screen is shown. */
const mockupSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("reviews"),
    rating: z.string(),
    reviewCount: z.string(),
    reviews: z.array(z.object({ author: z.string(), source: z.string(), text: z.string() })),
    requestStatus: z.string(),
  }),
  z.object({
    kind: z.literal("messaging"),
    inboxTitle: z.string(),
    conversations: z.array(
      z.object({ name: z.string(), channel: z.string(), preview: z.string(), time: z.string() }),
    ),
    thread: z.array(chatLine),
    composer: z.string(),
  }),
  z.object({
    kind: z.literal("webchat"),
    siteAddress: z.string(),
    siteHeadline: z.string(),
    widgetTitle: z.string(),
    thread: z.array(chatLine),
  }),
  z.object({
    kind: z.literal("automissedcall"),
    missedCallLabel: z.string(),
    caller: z.string(),
    thread: z.array(chatLine),
    outcome: z.string(),
  }),
  z.object({
    kind: z.literal("crm"),
    pipelineName: z.string(),
    columns: z.array(
      z.object({
        stage: z.string(),
        deals: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    ),
  }),
  z.object({
    kind: z.literal("email"),
    campaign: z.string(),
    subject: z.string(),
    stats: z.array(z.object({ label: z.string(), value: z.string() })).length(3),
    chartLabel: z.string(),
    bars: z.array(z.number().min(0).max(100)).min(5),
  }),
  z.object({
    kind: z.literal("courses"),
    courseTitle: z.string(),
    currentLesson: z.string(),
    progressLabel: z.string(),
    progress: z.number().min(0).max(100),
    lessons: z.array(z.object({ title: z.string(), duration: z.string(), done: z.boolean() })),
  }),
]);

export type FeatureMockup = z.infer<typeof mockupSchema>;

const tabSchema = z
  .object({
    id: z.enum(featureTabIds),
    label: z.string(),
    icon: iconName,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    bullets: z.array(z.string()).length(5),
    mockup: mockupSchema,
  })
  .refine((tab) => tab.mockup.kind === tab.id, {
    message: "the mock-up kind matches the tab id",
    path: ["mockup", "kind"],
  });

const featuresSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  tablistLabel: z.string(),
  tryCta: z.string(),
  learnCta: z.string(),
  tabs: z
    .array(tabSchema)
    .length(featureTabIds.length)
    .refine((tabs) => tabs.map((tab) => tab.id).join() === featureTabIds.join(), {
      message: `tabs appear once each, in the order ${featureTabIds.join(", ")}`,
    }),
});

export type FeatureTab = z.infer<typeof tabSchema>;

export const featuresContent = defineContent("content/landing/features.ts", featuresSchema, {
  eyebrow: "Features",
  heading: "Everything you need to win, keep and delight customers",
  intro:
    "Seven of the tools our customers cancel first, built into one platform and sharing one contact record.",
  tablistLabel: "Platform features",
  tryCta: "Try for Free",
  learnCta: "Learn More",
  tabs: [
    {
      id: "reviews",
      label: "Reviews",
      icon: "Star",
      title: "Reputation Management",
      subtitle: "Turn happy customers into a wall of 5-star reviews",
      description:
        "Ask for a review at the perfect moment: after a paid invoice, a completed appointment or a glowing message. Reply to every review from one screen, with AI drafting the answer in your voice.",
      bullets: [
        "Automatic review requests by text and email",
        "Google and Facebook reviews in one feed",
        "AI-suggested replies you approve in one click",
        "Review widgets for your website and funnels",
        "Private feedback form for unhappy customers",
      ],
      mockup: {
        kind: "reviews",
        rating: "4.9",
        reviewCount: "1,248 reviews",
        reviews: [
          {
            author: "Jordan P.",
            source: "Google",
            text: "Booked online in a minute and got a reminder the day before. Flawless.",
          },
          {
            author: "Amara K.",
            source: "Facebook",
            text: "They texted me back within minutes. Best service in town.",
          },
        ],
        requestStatus: "Review requests sent today: 38",
      },
    },
    {
      id: "messaging",
      label: "Messaging",
      icon: "MessagesSquare",
      title: "Unified Inbox",
      subtitle: "Every conversation, every channel, one inbox",
      description:
        "SMS, email, Facebook, Instagram, WhatsApp and Google Business messages land in one shared inbox, threaded per contact, so your team answers faster and nobody double-replies.",
      bullets: [
        "Two-way SMS, email and social DMs in one place",
        "Assign conversations and leave internal notes",
        "Saved replies and AI-drafted answers",
        "Full contact history beside every thread",
        "Mobile app for replies on the go",
      ],
      mockup: {
        kind: "messaging",
        inboxTitle: "Conversations",
        conversations: [
          {
            name: "Sofia Martins",
            channel: "SMS",
            preview: "Can I move my booking to Friday?",
            time: "2m",
          },
          {
            name: "Liam Chen",
            channel: "Instagram",
            preview: "Do you ship to Canada?",
            time: "9m",
          },
          {
            name: "Priya Nair",
            channel: "Email",
            preview: "Invoice received, thank you!",
            time: "1h",
          },
        ],
        thread: [
          { from: "contact", text: "Hi! Can I move my booking to Friday?" },
          { from: "business", text: "Of course, Sofia. Friday at 2:00 or 4:30?" },
          { from: "contact", text: "4:30 is perfect, thanks!" },
        ],
        composer: "Reply by SMS…",
      },
    },
    {
      id: "webchat",
      label: "Webchat",
      icon: "MessageCircle",
      title: "Website Chat",
      subtitle: "Turn anonymous visitors into booked conversations",
      description:
        "Add a chat widget to any website in minutes. Visitors leave their number, and the conversation carries on by text after they close the tab, so leads stop vanishing.",
      bullets: [
        "Install with one line of code or one click",
        "Captures name, phone and email before chatting",
        "Continues the conversation by SMS",
        "AI assistant answers common questions 24/7",
        "Match your brand colours and greeting",
      ],
      mockup: {
        kind: "webchat",
        siteAddress: "brightsmile-dental.example",
        siteHeadline: "Gentle dental care for the whole family",
        widgetTitle: "Chat with Bright Smile",
        thread: [
          { from: "business", text: "Hi there! How can we help today?" },
          { from: "contact", text: "Do you take new patients?" },
          { from: "business", text: "We do! Want me to text you a booking link?" },
        ],
      },
    },
    {
      id: "automissedcall",
      label: "Missed-Call Text Back",
      icon: "PhoneMissed",
      title: "Missed-Call Text Back",
      subtitle: "Never lose a lead to voicemail again",
      description:
        "When you can't pick up, the caller gets a friendly text within seconds. Most people would rather text than leave a voicemail, so the lead stays warm until you're free.",
      bullets: [
        "Instant text to every missed caller",
        "Custom message per number or business hours",
        "Replies land in the unified inbox",
        "Book appointments straight from the thread",
        "Reports on calls saved and revenue recovered",
      ],
      mockup: {
        kind: "automissedcall",
        missedCallLabel: "Missed call",
        caller: "(555) 010-4477",
        thread: [
          {
            from: "business",
            text: "Sorry we missed your call! This is Apex Plumbing. How can we help?",
          },
          { from: "contact", text: "Leaking pipe under the sink. Can someone come today?" },
          { from: "business", text: "Yes! A plumber can be there at 3 pm. Shall I book it?" },
        ],
        outcome: "Job booked: $240",
      },
    },
    {
      id: "crm",
      label: "CRM",
      icon: "Kanban",
      title: "CRM & Pipelines",
      subtitle: "See every deal and every dollar at a glance",
      description:
        "Drag-and-drop pipelines show where each opportunity stands. Every call, email, form fill, booking and payment is logged on the contact automatically, so follow-ups never fall through.",
      bullets: [
        "Unlimited pipelines and custom stages",
        "Automatic activity timeline per contact",
        "Tasks, reminders and follow-up sequences",
        "Smart lists, tags and custom fields",
        "Revenue forecasts and win-rate reports",
      ],
      mockup: {
        kind: "crm",
        pipelineName: "Sales pipeline",
        columns: [
          {
            stage: "New lead",
            deals: [
              { name: "Harbor Fitness", value: "$2,400" },
              { name: "Nova Realty", value: "$1,800" },
            ],
          },
          {
            stage: "Proposal",
            deals: [
              { name: "Green Leaf Spa", value: "$3,200" },
              { name: "Atlas Legal", value: "$5,000" },
            ],
          },
          { stage: "Won", deals: [{ name: "Summit Dental", value: "$4,600" }] },
        ],
      },
    },
    {
      id: "email",
      label: "Email",
      icon: "Mail",
      title: "Email Marketing",
      subtitle: "Campaigns and sequences that reach the inbox",
      description:
        "Design beautiful emails with drag-and-drop or plain text, segment by anything you know about a contact, and let automated sequences nurture leads while you sleep.",
      bullets: [
        "Drag-and-drop builder and ready-made templates",
        "Segments by tag, behaviour, purchase or pipeline stage",
        "A/B testing of subject lines and content",
        "Dedicated sending domains with deliverability tools",
        "Opens, clicks and revenue per campaign",
      ],
      mockup: {
        kind: "email",
        campaign: "Spring launch",
        subject: "Your spring plan is ready (20% off this week)",
        stats: [
          { label: "Open rate", value: "54.2%" },
          { label: "Click rate", value: "12.8%" },
          { label: "Revenue", value: "$9,140" },
        ],
        chartLabel: "Opens per day",
        bars: [40, 92, 66, 48, 35, 58, 30],
      },
    },
    {
      id: "courses",
      label: "Courses",
      icon: "GraduationCap",
      title: "Courses & Memberships",
      subtitle: "Sell what you know, without another platform",
      description:
        "Host video courses, memberships and communities on your own domain. Drip lessons, issue certificates and take payments, with every student in the same CRM as your customers.",
      bullets: [
        "Unlimited students and video hosting",
        "Drip content and lesson locking",
        "Quizzes, assignments and certificates",
        "One-time, subscription and payment-plan offers",
        "Branded mobile app for your students",
      ],
      mockup: {
        kind: "courses",
        courseTitle: "Social Media Mastery",
        currentLesson: "Lesson 4: Writing hooks that stop the scroll",
        progressLabel: "Course progress",
        progress: 45,
        lessons: [
          { title: "Welcome and goals", duration: "4 min", done: true },
          { title: "Finding your audience", duration: "12 min", done: true },
          { title: "Content pillars", duration: "18 min", done: true },
          { title: "Writing hooks", duration: "15 min", done: false },
        ],
      },
    },
  ],
});
