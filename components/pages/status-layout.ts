/** The status page's column and section heading, shared by its server sections and its island. */
export const statusSectionClass = "mx-auto max-w-5xl px-4 sm:px-6 lg:px-8";
export const statusHeadingClass = "text-2xl font-bold tracking-tight text-ink";
