import { useEffect, useState } from 'react';
import { loadPhoneNumbers, type PhoneNumbers } from '../../lib/phoneNumbers';

/** The phone module once loaded (undefined until then, or while it cannot load). */
export function usePhoneNumbers(): PhoneNumbers | undefined {
  const [phones, setPhones] = useState<PhoneNumbers>();
  useEffect(() => {
    let current = true;
    loadPhoneNumbers().then(
      (loaded) => current && setPhones(() => loaded),
      (error: unknown) => console.warn('Phone numbers not loaded', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return phones;
}
