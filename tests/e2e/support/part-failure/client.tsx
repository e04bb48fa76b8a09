import { hydrateRoot } from "react-dom/client";
import { PartFailurePage } from "./page";

const root = document.getElementById("root");
if (root) hydrateRoot(root, <PartFailurePage />);
