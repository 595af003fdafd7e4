import type { Testimonial } from "@/content/schema";
import { TestimonialCard } from "./testimonial-card";

export function TestimonialsGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
