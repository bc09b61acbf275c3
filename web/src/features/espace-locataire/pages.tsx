import { FileTextIcon, ReceiptIcon, WalletIcon } from "lucide-react";
import type { EspacePage } from "@/features/espace/page-types";
import { ComptePage } from "./compte-page";
import { DocumentsPage } from "./documents-page";
import { QuittancesPage } from "./quittances-page";

// The tenant's space pages (issue 62, item 4). The first one is the space's home.
export const PAGES_LOCATAIRE: EspacePage[] = [
  { chemin: "compte", titre: "Mon compte", icone: WalletIcon, component: ComptePage },
  { chemin: "quittances", titre: "Quittances", icone: ReceiptIcon, component: QuittancesPage },
  { chemin: "documents", titre: "Documents", icone: FileTextIcon, component: DocumentsPage },
];
