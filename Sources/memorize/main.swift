print("memorize")
