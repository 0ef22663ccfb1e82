/** A company's financial year, as the console's working-paper routes name it. */
export type YearKey = {
  /** The company's durable key. */
  company: string;
  financialYearId: string;
};
