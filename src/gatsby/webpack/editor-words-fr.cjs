/**
 * The content editor's interface words that its French locale (@sveltia/cms/locales/fr.json) does not have yet, in
 * French: without them a French interface shows these in English (the list item's options button, the dialog when
 * someone else changed the entry, replacing an image, the asset folders, …). Keys as in the English locale, dotted;
 * written with plain spaces: ./editor-words-loader.cjs sets the no-break ones by the site's French typography
 * (src/i18n/typography.ts: before ? ! : ; and inside « »). `{$name}` placeholders and the `.input … .match` plurals
 * are the editor's message format (MessageFormat 2).
 * The loader adds a word only where the French file lacks it; `__tests__/editor-words-loader.test.ts` fails when the
 * editor's own French file has one of them (drop ours) or its English file no longer has the key.
 * The configuration errors (`config.*`) are left in English: they are for whoever writes the configuration.
 */
module.exports = {
  select_item: "Sélectionner {$name}",
  folders: "Dossiers",
  more_folders: "Plus de dossiers",
  sign_in_using_access_token_workflow_note:
    "Le flux éditorial étant activé, il doit aussi avoir un accès en lecture et en écriture aux demandes de fusion (pull requests).",
  sign_in_with_link: "Se connecter avec un lien",
  sign_in_with_link_confirmation:
    "Ce lien vous connecte en tant que {$account} sur {$service} et copie les réglages de l’appareil sur lequel il a été créé. Ne continuez que si vous avez créé ce lien vous-même.",
  domain: "Domaine",
  file_unavailable: "Indisponible",
  file_unavailable_description: "Ce fichier n’a pas pu être chargé. Il a peut-être été déplacé ou supprimé.",
  back_to_parent_folder: "Retour au dossier parent",
  new_folder: "Nouveau dossier",
  new_folder_name: "Nom du dossier",
  new_folder_create: "Créer",
  new_folder_description: "Le nouveau dossier sera créé dans « {$folder} ».",
  "new_folder_error.empty": "Le nom du dossier ne peut pas être vide.",
  "new_folder_error.invalid": "Le nom du dossier ne peut pas contenir de barre oblique ni commencer par un point.",
  "new_folder_error.duplicate": "Un dossier ou un fichier de ce nom existe déjà ici.",
  creating_folder: "Création du dossier…",
  creating_folder_failed: "Impossible de créer le dossier.",
  folder_options: "Options du dossier",
  show_folder_options: "Afficher les options du dossier",
  rename_folder: "Renommer le dossier",
  delete_folder: "Supprimer le dossier",
  enter_new_name_for_folder:
    ".input {$count :integer} .match $count 0 {{Saisissez un nouveau nom ci-dessous.}} one {{Saisissez un nouveau nom ci-dessous. La ressource du dossier sera déplacée avec lui, et toute entrée qui l’utilise sera mise à jour.}} * {{Saisissez un nouveau nom ci-dessous. Les {$count} ressources du dossier seront déplacées avec lui, et les entrées qui les utilisent seront mises à jour.}}",
  enter_new_name_for_external_folder:
    ".input {$count :integer} .match $count 0 {{Saisissez un nouveau nom ci-dessous.}} one {{Saisissez un nouveau nom ci-dessous. Le fichier du dossier sera déplacé avec lui et son URL changera : mettez à jour toute entrée qui l’utilise.}} * {{Saisissez un nouveau nom ci-dessous. Les {$count} fichiers du dossier seront déplacés avec lui et leurs URL changeront : mettez à jour les entrées qui les utilisent.}}",
  confirm_deleting_folder:
    ".input {$count :integer} .match $count 0 {{Voulez-vous vraiment supprimer le dossier vide « {$name} » ?}} one {{Voulez-vous vraiment supprimer le dossier « {$name} » et la ressource qu’il contient ?}} * {{Voulez-vous vraiment supprimer le dossier « {$name} » et les {$count} ressources qu’il contient ?}}",
  renaming_folder: "Renommage du dossier…",
  renaming_folder_failed: "Impossible de renommer le dossier.",
  deleting_folder: "Suppression du dossier…",
  deleting_folder_failed: "Impossible de supprimer le dossier.",
  replace_file: "Remplacer le fichier",
  replace_image: "Remplacer l’image",
  remove_file: "Retirer le fichier",
  remove_image: "Retirer l’image",
  deleting_referenced_assets_note:
    ".input {$count :integer} .match $count one {{La référence qu’y fait une entrée sera aussi supprimée.}} * {{Les références qu’y font {$count} entrées seront aussi supprimées.}}",
  cannot_delete_referenced_assets:
    ".input {$count :integer} .match $count one {{Cette ressource ne peut pas être supprimée : sans elle, les champs suivants des entrées qui l’utilisent ne seraient plus valides. Modifiez d’abord ces entrées.}} * {{Ces ressources ne peuvent pas être supprimées : sans elles, les champs suivants des entrées qui les utilisent ne seraient plus valides. Modifiez d’abord ces entrées.}}",
  deleting_referenced_entries_note:
    ".input {$count :integer} .match $count one {{La référence qu’y fait une autre entrée sera aussi supprimée.}} * {{Les références qu’y font {$count} autres entrées seront aussi supprimées.}}",
  cannot_delete_referenced_entries:
    ".input {$count :integer} .match $count one {{Cette entrée ne peut pas être supprimée : sans elle, les champs suivants d’autres entrées ne seraient plus valides. Modifiez d’abord ces entrées.}} * {{Ces entrées ne peuvent pas être supprimées : sans elles, les champs suivants d’autres entrées ne seraient plus valides. Modifiez d’abord ces entrées.}}",
  show_errors: "Afficher les erreurs",
  folder_created: "Dossier créé.",
  folder_path: "Chemin du dossier",
  folder_contents: "Contenu",
  x_folders: ".input {$count :integer} .match $count 0 {{Aucun dossier}} one {{{$count} dossier}} * {{{$count} dossiers}}",
  folder_renamed: "Dossier renommé.",
  folder_deleted: "Dossier supprimé.",
  "entry_sidebar.slug.title": "Slug",
  "entry_sidebar.slug.generated_on_save":
    "Le slug est tiré du contenu de l’entrée lors de l’enregistrement. S’il contient une date et une heure, ce seront celles de l’enregistrement.",
  "entry_sidebar.slug.unavailable": "Cette entrée n’a pas de slug.",
  "save_conflict.title": "Entrée modifiée par quelqu’un d’autre",
  "save_conflict.modified_by": "{$name} a modifié cette entrée le {$date}, après que vous l’avez ouverte.",
  "save_conflict.modified": "Cette entrée a été modifiée dans le dépôt après que vous l’avez ouverte.",
  "save_conflict.deleted": "Cette entrée a été supprimée du dépôt après que vous l’avez ouverte.",
  "save_conflict.overwrite_warning": "Si vous enregistrez maintenant, les modifications de l’autre personne seront perdues.",
  "save_conflict.recreate_warning": "Si vous enregistrez maintenant, l’entrée sera créée à nouveau.",
  "save_conflict.save_anyway": "Enregistrer quand même",
  "save_conflict.branch_moved": "Quelqu’un d’autre a mis à jour le dépôt pendant l’enregistrement. Veuillez réessayer.",
  "remote_change.reload_entry": "Recharger l’entrée",
  "remote_change.confirm_reloading_entry": "Voulez-vous vraiment recharger l’entrée ? Vos modifications non enregistrées seront perdues.",
  list_item_options: "Options de l’élément",
  "relation_field.save_together_hint": "Le nouvel élément ({$name}) sera enregistré avec l’entrée que vous modifiez.",
  "relation_field.add_failed": "Impossible d’ajouter l’élément ({$name}). Consultez la console du navigateur pour plus de détails.",
  "assets_dialog.title.folder": "Sélectionner un dossier",
  "assets_dialog.selected_folder": "Dossier sélectionné : {$path}",
  "assets_dialog.selected_folders":
    ".input {$count :integer} .match $count one {{{$count} dossier sélectionné}} * {{{$count} dossiers sélectionnés}}",
  "assets_dialog.no_subfolders": "Ce dossier n’a pas de sous-dossier.",
  "status.deploying": "Déploiement",
  "workflow.deploying_deletion": "Suppression",
  "cloud_storage.bunny_storage.auth_key_label": "Mot de passe de la zone de stockage",
}
