import type { FeatureMockup as FeatureMockupData } from "@/content/landing/features";
import { CoursesMockup } from "@/components/sections/mockups/courses-mockup";
import { CrmMockup } from "@/components/sections/mockups/crm-mockup";
import { EmailMockup } from "@/components/sections/mockups/email-mockup";
import { MessagingMockup } from "@/components/sections/mockups/messaging-mockup";
import { MissedCallMockup } from "@/components/sections/mockups/missed-call-mockup";
import { ReviewsMockup } from "@/components/sections/mockups/reviews-mockup";
import { WebchatMockup } from "@/components/sections/mockups/webchat-mockup";

export function FeatureMockup({ data }: { data: FeatureMockupData }) {
  switch (data.kind) {
    case "reviews":
      return <ReviewsMockup data={data} />;
    case "messaging":
      return <MessagingMockup data={data} />;
    case "webchat":
      return <WebchatMockup data={data} />;
    case "automissedcall":
      return <MissedCallMockup data={data} />;
    case "crm":
      return <CrmMockup data={data} />;
    case "email":
      return <EmailMockup data={data} />;
    case "courses":
      return <CoursesMockup data={data} />;
  }
}
