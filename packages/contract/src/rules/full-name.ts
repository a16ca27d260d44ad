// Russian sign-ups must give surname, first name and patronymic: exactly three words.
export const nameWords = (value: string): string[] => value.trim().split(/\s+/).filter(Boolean);
export const isCompleteRussianName = (value: string): boolean => nameWords(value).length === 3;
