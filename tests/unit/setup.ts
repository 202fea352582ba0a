// Every unit test gets a fresh in-memory IndexedDB, as a new browser profile would.
import 'fake-indexeddb/auto';
