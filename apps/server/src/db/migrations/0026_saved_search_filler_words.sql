-- A search leaves out the words every listing means (docs/decisions/089-words-every-listing-means.md). The
-- saved searches made before match new listings the same way from now on: those words' terms leave their
-- tsquery, whose last term is a prefix as a search's last word is ('samsung & phone:*' becomes 'samsung:*'),
-- and one of nothing else matches any phone (null), as its search on Browse does.
UPDATE "saved_searches" SET "tsquery" = (
  SELECT CASE WHEN cardinality(k."terms") = 0 THEN NULL ELSE array_to_string(
    k."terms"[1:cardinality(k."terms") - 1] || (regexp_replace(k."terms"[cardinality(k."terms")], ':\*$', '') || ':*'),
    ' & ') END
  FROM (SELECT ARRAY(
    SELECT t."term" FROM unnest(string_to_array("tsquery", ' & ')) WITH ORDINALITY AS t("term", "n")
    WHERE regexp_replace(t."term", ':\*$', '') <> ALL (ARRAY['phone', 'phones', 'mobile', 'mobiles', 'smartphone', 'smartphones', 'handset', 'handsets', 'cellphone', 'cellphones', 'used', 'for', 'sale', 'sell', 'selling', 'buy', 'ෆෝන්', 'ෆෝනය', 'දුරකථන', 'දුරකථනය', 'ජංගම', 'මොබයිල්', 'විකිණීමට', 'போன்', 'மொபைல்', 'கைபேசி', 'அலைபேசி', 'தொலைபேசி', 'விற்பனைக்கு'])
    ORDER BY t."n") AS "terms") AS k)
WHERE "tsquery" IS NOT NULL AND EXISTS (
  SELECT 1 FROM unnest(string_to_array("tsquery", ' & ')) AS t("term")
  WHERE regexp_replace(t."term", ':\*$', '') = ANY (ARRAY['phone', 'phones', 'mobile', 'mobiles', 'smartphone', 'smartphones', 'handset', 'handsets', 'cellphone', 'cellphones', 'used', 'for', 'sale', 'sell', 'selling', 'buy', 'ෆෝන්', 'ෆෝනය', 'දුරකථන', 'දුරකථනය', 'ජංගම', 'මොබයිල්', 'විකිණීමට', 'போன்', 'மொபைல்', 'கைபேசி', 'அலைபேசி', 'தொலைபேசி', 'விற்பனைக்கு']));
