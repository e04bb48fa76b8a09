/**
 * What the admin screens list about the registry's sections, shared by the server modules that
 * build the lists and the components that draw them.
 */

/** Content Management's list: the sections by group, with a draft waiting or not. */
export type SectionListGroup = {
  group: string;
  /**
   * needsAttention: a stored value its schema no longer accepts, even migrated (decision 050);
   * scheduled: a publication waiting for its date (decision 051).
   */
  sections: { id: string; label: string; hasDraft: boolean; needsAttention: boolean; scheduled: boolean }[];
};

/** A field still holding the example value shipped with the product, and where it is edited. */
export type ExampleValue = { section: string; label: string; href: string };
